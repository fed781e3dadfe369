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
