import type { AdvisorFlags, CurrentUser, Department, FeatureStats, User } from '@portal/domain';
import type { users } from './schema.js';

export type UserRow = typeof users.$inferSelect;

/** Advisor years [1, 3] as the wire's flags (docs/api.md) {y1: 'true', y2: 'false', ...}. */
export const advisorFlagsOf = (years: readonly number[]): AdvisorFlags => ({
  y1: years.includes(1) ? 'true' : 'false',
  y2: years.includes(2) ? 'true' : 'false',
  y3: years.includes(3) ? 'true' : 'false',
  y4: years.includes(4) ? 'true' : 'false',
});

/** A user as the API shows it: never the password hash or the token version. */
export const presentUser = (row: UserRow): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  type: row.type,
  active: row.active,
  isHOD: row.isHod,
  department: row.department as Department | null,
  advisor: advisorFlagsOf(row.advisorYears),
  currentYear: row.currentYear,
  passoutYear: row.passoutYear,
  rollNo: row.rollNo,
  studentId: row.studentId,
  joiningYear: row.joiningYear,
  photo: row.photo,
  address: row.address,
  dob: row.dob,
  bloodGroup: row.bloodGroup,
  parentDetails: row.parentDetails ?? {},
});

export const presentCurrentUser = (row: UserRow, stats: FeatureStats): CurrentUser => ({
  ...presentUser(row),
  stats,
});
