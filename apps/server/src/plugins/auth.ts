import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { SERVER_MESSAGES, type AnyUserType, type Department } from '@portal/domain';
import { HttpError } from '../lib/http-error.js';
import { createTokenReader } from '../lib/tokens.js';
import type { AuthUser } from '../context.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: any signed-in user. */
    authenticate: onRequestHookHandler;
    /** onRequest hook: a signed-in user of one of these types (owner counts as admin). */
    requireRole: (...roles: AnyUserType[]) => onRequestHookHandler;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i;

/**
 * Bearer tokens. Every call checks the user's row, so a token stops working as soon as the user is
 * deleted or deactivated or changes the password (both bump the token version). The row comes from
 * the users module's cache, which a database trigger clears in every process on any change. The
 * hooks run onRequest, before the body is validated: a caller without the right role learns nothing
 * more.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  const readToken = createTokenReader(app.ctx.config.jwtSecret, () => app.ctx.now());

  const signedInUser = async (request: FastifyRequest): Promise<AuthUser> => {
    const header = request.headers.authorization;
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    const claims = token ? await readToken(token) : null;
    if (!claims) throw new HttpError(401, SERVER_MESSAGES.unauthenticated);
    // Usually answered from the process's cache, which every change to the user clears at once.
    const row = await app.ctx.users.byId(claims.userId);
    if (!row || !row.active || row.tokenVersion !== claims.tokenVersion) {
      throw new HttpError(401, SERVER_MESSAGES.unauthenticated);
    }
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      type: row.type,
      department: row.department as Department | null,
      isHod: row.isHod,
      advisorYears: row.advisorYears,
      currentYear: row.currentYear,
      row,
    };
  };

  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.user = await signedInUser(request);
  });

  app.decorate('requireRole', (...roles: AnyUserType[]) => {
    const allowed = new Set<AnyUserType>(roles.includes('admin') ? [...roles, 'owner'] : roles);
    return async (request: FastifyRequest) => {
      const user = await signedInUser(request);
      if (!allowed.has(user.type)) throw new HttpError(403, SERVER_MESSAGES.forbidden);
      request.user = user;
    };
  });
}

/** The signed-in user of a route guarded by `authenticate` or `requireRole`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, SERVER_MESSAGES.unauthenticated);
  return request.user;
}
