import { defineModule } from '../manifest.js';
import { loadDemoAccounts } from './demo.js';
import { usersRoutes } from './routes.js';
import * as tables from './schema.js';

/**
 * The users module: accounts, their cached reads, the lists and counts the admin and the office see.
 * The table itself is exported for foreign keys and joins only; reads and writes go through the
 * functions below.
 */
export const usersModule = defineModule({
  name: 'users',
  routes: usersRoutes,
  tables,
  demo: { load: (db, { now }) => loadDemoAccounts(db, now) },
});

export { users } from './schema.js';
export {
  countUsers,
  createAccount,
  createAccounts,
  createHashedAccounts,
  ensureAdmin,
  hasActiveAdmin,
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
export { DEMO_LOGINS, DEMO_PASSWORD, STUDENTS_PER_CLASS, demoPeople } from './demo.js';
export { answerStudentDirectory, answerUserList, userListResponse } from './list-answer.js';
export { listAllUsers, listUsers, userSearch, type UserListFilter } from './listing.js';
export {
  classMembers,
  classRoster,
  countSignUpsWaiting,
  departmentSummaries,
  pendingSignUps,
  type RosterStudent,
} from './overview.js';
export { createUserDirectory } from './directory.js';
export { advisorYearsPlaceholders, hasJurisdiction } from './jurisdiction.js';
export { audienceQuery, type Audience } from './audience.js';
export { findUserByEmail, replacePhoto, setPasswordEndingSessions } from './lookups.js';
export { presentUser, type UserRow } from './present.js';
