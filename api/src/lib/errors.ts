import type { ErrorCode } from '@salon/contracts/api';

/**
 * A failure the caller should see as `{ status, code, field?, ...extra }` (spec part 1,
 * section 8). Throw it from routes and repositories; the error handler plugin writes it.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly field?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`${status} ${code}${field ? ` (${field})` : ''}`);
    this.name = 'ApiFailure';
  }

  toJSON(): Record<string, unknown> {
    return { status: this.status, code: this.code, ...(this.field ? { field: this.field } : {}), ...this.extra };
  }
}

/** 400 INVALID_VALUE on a field. */
export const invalidValue = (field: string, extra?: Record<string, unknown>) =>
  new ApiFailure(400, 'INVALID_VALUE', field, extra);

/** 404 NOT_FOUND naming what was not found. */
export const notFound = (field: string) => new ApiFailure(404, 'NOT_FOUND', field);

/** PostgreSQL SQLSTATEs the API turns into its own codes. */
export const PG_ERRORS = {
  exclusionViolation: '23P01',
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Node's codes on a connection that could not be made or was lost (the pg driver passes
 * the socket's error on as it is), and the SQLSTATEs of a server going away or not
 * accepting connections yet: 57P01 admin_shutdown (a restart, `pg_ctl stop -m fast`),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down), 53300
 * too_many_connections; and class 08, connection exception.
 */
const DATABASE_UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
/** The pg driver's own errors for a lost connection, which carry no code. */
const LOST_CONNECTION = /^(Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)/;

/**
 * Whether `error` says the database cannot be reached now (refused, lost, restarting)
 * rather than that a query or the data is wrong: the error handler answers it 503
 * SERVICE_UNAVAILABLE on `database` (try again shortly; the booking form does, with its
 * Idempotency-Key) instead of 500. Only the error's own code counts, not its cause's: a
 * fetch to another service that is refused (TypeError "fetch failed", the code on its
 * cause) is not the database.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = pgErrorCode(error);
  if (code !== undefined && (DATABASE_UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  // Node's connection attempts to every address of a name (localhost: ::1 and 127.0.0.1).
  if (error instanceof AggregateError) return error.errors.length > 0 && error.errors.every(isDatabaseUnavailable);
  return LOST_CONNECTION.test(error.message);
}
