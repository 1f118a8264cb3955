import { SignJWT, jwtVerify } from 'jose';

/**
 * Sign-in tokens: HS256 only, 7 days, carrying the user id and the user's token version. Issuing
 * and checking both read the app's clock (`ctx.now`), so a test moves the clock instead of waiting.
 */
const ALGORITHM = 'HS256';
const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

/** What a verified token says, with its expiry (seconds since 1970). */
export interface VerifiedClaims extends TokenClaims {
  expiresAt: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const signToken = (claims: TokenClaims, secret: string, now: Date = new Date()): Promise<string> =>
  new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.userId)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + TOKEN_LIFETIME_SECONDS)
    .sign(key(secret));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The claims of a valid token, or null for anything else: wrong algorithm or secret, expired, no
 * expiry at all, a subject that is not a user id, a version that is not a whole number.
 */
export async function readToken(token: string, secret: string, now: Date = new Date()): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || !Number.isInteger(payload.ver)) return null;
    return { userId: payload.sub, tokenVersion: payload.ver as number, expiresAt: payload.exp! };
  } catch {
    return null;
  }
}

/** Enough for every session of a large college; an entry is a few hundred bytes. */
const MAX_REMEMBERED_TOKENS = 20_000;

/**
 * `readToken` for one secret, remembering the tokens it has already verified until they expire:
 * checking a signature again proves nothing new, and it is a good part of a signed-in request's
 * cost. Revocation does not rest on this: every request still checks the user's row (active,
 * token version).
 */
export function createTokenReader(
  secret: string,
  now: () => Date = () => new Date(),
): (token: string) => Promise<TokenClaims | null> {
  const verified = new Map<string, { claims: VerifiedClaims; expiresAt: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (now().getTime() < known.expiresAt) return known.claims;
      verified.delete(token);
      return null;
    }
    const claims = await readToken(token, secret, now());
    if (!claims) return null;
    if (verified.size >= MAX_REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt: claims.expiresAt * 1000 });
    return claims;
  };
}
