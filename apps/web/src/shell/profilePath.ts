import type { User } from '@portal/domain';

/**
 * A profile lives at /user/{email}; the signed-in user's own one is the student's drawer entry
 * Profile, and where everyone's e-mail choices of notifications are (the bell's E-mail settings).
 */
export const profilePath = (user: Pick<User, 'email'>): string => `/user/${encodeURIComponent(user.email)}`;
