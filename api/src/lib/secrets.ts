import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random opaque token (refresh tokens): 32 bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256, hex: how opaque tokens are stored (they carry 256 bits; no salt needed). */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** HMAC-SHA-256, hex. */
export function hmacSha256(key: string | Uint8Array, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** A verification code of `length` digits from the operating system's secure random source. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** Compares two hex or text digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** a***@example.com: enough for a customer to recognise their address, not to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** +48******678 (E.164): the first two digits and the last three, enough to tell numbers apart in a log. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '*'.repeat(digits.length);
  return `${phone.startsWith('+') ? '+' : ''}${digits.slice(0, 2)}${'*'.repeat(digits.length - 5)}${digits.slice(-3)}`;
}

/** Trimmed and lower-case: how e-mails are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
