import { SignJWT, jwtVerify, errors } from 'jose';

/**
 * Access tokens: HS256 JWTs for 15 minutes. The identity API issues them; this module is
 * the one place that knows their issuer, audience and algorithm, so issuing and
 * verifying cannot drift apart.
 */
export const ACCESS_TOKEN = {
  issuer: 'salon-api',
  audience: 'salon-web',
  algorithm: 'HS256',
  lifetimeSeconds: 15 * 60,
} as const;

export interface AccessTokenClaims {
  /** The user's id. */
  sub: string;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  secret: string,
  claims: AccessTokenClaims,
  options: { now?: Date; lifetimeSeconds?: number } = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm })
    .setSubject(claims.sub)
    .setIssuer(ACCESS_TOKEN.issuer)
    .setAudience(ACCESS_TOKEN.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.lifetimeSeconds ?? ACCESS_TOKEN.lifetimeSeconds))
    .sign(keyOf(secret));
}

/**
 * The claims of a valid token, or null when it is malformed, forged, expired, for
 * another audience or signed with another algorithm (only HS256 is accepted, so a
 * token with `alg: none` or an asymmetric algorithm never verifies).
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ACCESS_TOKEN.algorithm],
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      requiredClaims: ['sub', 'exp'],
      currentDate: now,
    });
    return typeof payload.sub === 'string' ? { sub: payload.sub } : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
