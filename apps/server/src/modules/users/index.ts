/**
 * The users module's public face: what other modules and the app may use. The table itself is
 * exported for foreign keys and joins only; reads and writes go through the functions below.
 */
export { users } from './schema.js';
export {
  countUsers,
  createAccount,
  createAccounts,
  createHashedAccounts,
  ensureAdmin,
  type NewAccount,
} from './accounts.js';
export {
  changeAccount,
  deleteAccount,
  emailsInUse,
  findUserById,
  type AccountChanges,
  type ChangeContext,
} from './changes.js';
export { listAllUsers, listUsers, type UserListFilter } from './listing.js';
export { classMembers, classRoster, departmentSummaries, pendingSignUps, type RosterStudent } from './overview.js';
export { createUserDirectory, type UserDirectory } from './directory.js';
export { advisorYearsPlaceholders, hasJurisdiction } from './jurisdiction.js';
export { findUserByEmail, replacePhoto, setPasswordEndingSessions } from './lookups.js';
export { presentUser, type UserRow } from './present.js';
export { usersRoutes } from './routes.js';
