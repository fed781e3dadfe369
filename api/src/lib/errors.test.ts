import Fastify from 'fastify';
import pg from 'pg';
import errorHandler from '../plugins/app/error-handler.ts';
import { ApiFailure, isDatabaseUnavailable } from './errors.ts';

/*
 * A database that cannot be reached now (refused, lost, restarting) is 503
 * SERVICE_UNAVAILABLE on `database`, not a 500: `npm run drill:postgres` restarts
 * PostgreSQL under load and every request caught in the outage must say "try again".
 */

/** An error as the pg driver hands it over from the server (an ErrorResponse with its SQLSTATE). */
function serverError(message: string, code: string): Error {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { code, severity: 'FATAL' });
}

/** A socket's error as the pg driver passes it on. */
function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect', address: '127.0.0.1', port: 5432 });
}

describe('isDatabaseUnavailable', () => {
  test.each([
    ['a refused connection (the server is down)', socketError('ECONNREFUSED')],
    ['a connection reset', socketError('ECONNRESET')],
    ['57P01 admin_shutdown (pg_ctl stop -m fast)', serverError('terminating connection due to administrator command', '57P01')],
    ['57P02 crash_shutdown', serverError('terminating connection because of crash of another server process', '57P02')],
    ['57P03 cannot_connect_now (starting up)', serverError('the database system is starting up', '57P03')],
    ['53300 too_many_connections', serverError('sorry, too many clients already', '53300')],
    ['08006 connection_failure', serverError('connection failure', '08006')],
    ['08P01 protocol_violation', serverError('protocol violation', '08P01')],
    ["the driver's lost connection, without a code", new Error('Connection terminated unexpectedly')],
    ["the driver's refusal of a broken client", new Error('Client has encountered a connection error and is not queryable')],
    ['every address of localhost refused', new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], 'connect failed')],
  ])('%s: yes', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['23505 unique_violation', serverError('duplicate key value violates unique constraint', '23505')],
    ['23P01 exclusion_violation (a slot taken)', serverError('conflicting key value violates exclusion constraint', '23P01')],
    ['42P01 undefined_table (a bug)', serverError('relation "visit" does not exist', '42P01')],
    ['57014 query_canceled', serverError('canceling statement due to statement timeout', '57014')],
    ['a plain error', new Error('boom')],
    ['an ApiFailure', new ApiFailure(404, 'NOT_FOUND', 'visit')],
    ['another service refused (fetch puts the code on its cause)', new TypeError('fetch failed', { cause: socketError('ECONNREFUSED') })],
    ['not an error at all', { code: 'ECONNREFUSED' }],
    ['nothing', null],
  ])('%s: no', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the error handler', () => {
  async function appThrowing(error: Error) {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.get('/fails', async () => {
      throw error;
    });
    await app.ready();
    return app;
  }

  test.each([
    ['refused', socketError('ECONNREFUSED')],
    ['shut down', serverError('terminating connection due to administrator command', '57P01')],
    ['lost', new Error('Connection terminated unexpectedly')],
  ])('answers a database %s with 503 SERVICE_UNAVAILABLE on database', async (_what, error) => {
    const app = await appThrowing(error);
    try {
      const response = await app.inject({ method: 'GET', url: '/fails' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE', field: 'database' });
    } finally {
      await app.close();
    }
  });

  test('still answers anything else with 500 UNKNOWN_ERROR', async () => {
    const app = await appThrowing(serverError('relation "visit" does not exist', '42P01'));
    try {
      const response = await app.inject({ method: 'GET', url: '/fails' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ status: 500, code: 'UNKNOWN_ERROR' });
    } finally {
      await app.close();
    }
  });

  test('leaves a 4xx of Fastify with a connection code alone (a client that hung up mid-body)', async () => {
    const app = await appThrowing(Object.assign(socketError('ECONNRESET'), { statusCode: 400 }));
    try {
      const response = await app.inject({ method: 'GET', url: '/fails' });
      expect(response.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
