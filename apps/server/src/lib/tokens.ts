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

/** The claims of a valid token, or null for anything else (wrong algorithm, secret, expired...). */
export async function readToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: [ALGORITHM] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return { userId: payload.sub, tokenVersion: payload.ver };
  } catch {
    return null;
  }
}
