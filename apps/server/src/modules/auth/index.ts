/** The auth module's public face: sign-up, sign-in (password and Google) and password resets. */
export { authRoutes } from './routes.js';
