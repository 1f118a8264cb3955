import { SignJWT, jwtVerify } from 'jose';

/** Sign-in tokens: HS256 only, 7 days, carrying the user id and the user's token version. */
const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME = '7d';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export const signToken = (claims: TokenClaims, secret: string): Promise<string> =>
  new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(key(secret));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The claims of a valid token, or null for anything else: wrong algorithm or secret, expired, no
 * expiry at all, a subject that is not a user id, a version that is not a whole number.
 */
export async function readToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'] });
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || !Number.isInteger(payload.ver)) return null;
    return { userId: payload.sub, tokenVersion: payload.ver as number };
  } catch {
    return null;
  }
}
