import type { User } from '@portal/domain';

/** A profile lives at /user/{email}; the signed-in user's own one is the drawer's Profile. */
export const profilePath = (user: Pick<User, 'email'>): string => `/user/${encodeURIComponent(user.email)}`;
