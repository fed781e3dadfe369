/** An unsigned JWT with `claims`, as the adapters read it (they never check signatures; the API does). */
export function fakeIdToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.signature`;
}
