// The sign-in form's rules, in a module of their own so that the visitor's home loads them (and zod)
// after it paints, not before (src/shell/lazyRules.ts).
export { signInForm } from '@portal/domain';
