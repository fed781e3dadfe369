import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_BODY_LIMIT } from './api-proxy.ts';
import { createGateway } from './gateway.ts';
import { makeTempDir, removeTempDirs } from './test-support.ts';

/*
 * The gateway's body limit against real sockets on loopback: a stub API that records what
 * reaches it, the gateway listening in front of it, and node:http clients sharing one
 * keep-alive agent, so a connection the gateway left half-read would stall the requests
 * that come after it on that connection.
 */

/** Longest a request may go without an answer before it counts as stuck (not a speed bound). */
const ANSWER_TIMEOUT_MS = 5000;
/** The API's own limit on the bodies it parses (api/src/app.ts). */
const API_OWN_BODY_LIMIT = 256 * 1024;
const OVER_LIMIT = API_BODY_LIMIT + 512 * 1024;

interface Seen {
  /** The whole body arrived (false: the gateway aborted the request mid-body). */
  complete: Promise<boolean>;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let api: FastifyInstance;
let gatewayApp: FastifyInstance;
let gatewayPort: number;
let seen: Seen[];
/** One promise per connection the gateway opened to the stub API, settled when it closes. */
let upstreamClosed: Promise<void>[];
let agent: http.Agent;
/** Called with each request the stub API starts to receive. */
let onApiRequest: (request: Seen) => void;

/**
 * A stub API that, like the real one (Fastify), refuses a body over `bodyLimit` with 413
 * and closes the connection; it answers with the number of bytes it received.
 */
async function startStack(bodyLimit: number): Promise<void> {
  api = Fastify({ bodyLimit });
  api.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  api.addHook('onRequest', async (request) => {
    const raw = request.raw;
    // A request the stub refuses early (over its limit) ends with its connection only.
    const complete = new Promise<boolean>((resolve) => {
      const socket = raw.socket;
      const settle = () => {
        socket.off('close', settle);
        resolve(raw.complete);
      };
      raw.once('end', settle);
      raw.once('close', settle);
      socket.once('close', settle);
    });
    const record = { complete };
    seen.push(record);
    onApiRequest(record);
  });
  api.server.on('connection', (socket: Socket) => upstreamClosed.push(new Promise((resolve) => socket.once('close', () => resolve()))));
  api.post('/api/echo', async (request) => ({ bytes: Buffer.isBuffer(request.body) ? request.body.length : JSON.stringify(request.body).length }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const root = makeTempDir('deploy-proxy-');
  fs.mkdirSync(path.join(root, 'shell'));
  gatewayApp = createGateway({ shellDir: path.join(root, 'shell'), storeDir: path.join(root, 'store'), apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}` });
  await gatewayApp.listen({ port: 0, host: '127.0.0.1' });
  gatewayPort = (gatewayApp.server.address() as AddressInfo).port;
}

beforeEach(() => {
  seen = [];
  upstreamClosed = [];
  onApiRequest = () => undefined;
  agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
});
afterEach(async () => {
  agent.destroy();
  // A connection left stuck (what these tests look for) must not keep close() waiting.
  for (const server of [gatewayApp, api]) {
    const closing = server.close();
    server.server.closeAllConnections();
    await closing;
  }
  removeTempDirs();
});

/**
 * Sends a POST through the gateway: `body` with Content-Length, or with `chunked` as
 * Transfer-Encoding chunked. Resolves with the answer, or rejects when none came.
 */
function post(body: Buffer, options: { chunked?: boolean; type?: string; expectContinue?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: gatewayPort,
        method: 'POST',
        path: '/api/echo',
        agent,
        headers: {
          'content-type': options.type ?? 'application/octet-stream',
          // Said outright: node:http would otherwise count a body given whole to end().
          ...(options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': body.length }),
          ...(options.expectContinue ? { expect: '100-continue' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
      },
    );
    request.setTimeout(ANSWER_TIMEOUT_MS, () => request.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)));
    // After an early answer the gateway closes the connection while the rest may still be
    // being written: the answer has settled the promise, a write error after it changes nothing.
    request.on('error', reject);
    if (options.expectContinue) request.on('continue', () => request.end(body));
    else request.end(body);
  });
}

/** `promise`, or a failure naming `what` when it has not settled within ANSWER_TIMEOUT_MS. */
async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ANSWER_TIMEOUT_MS} ms`)), ANSWER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Starts an upload, waits until the API is receiving it, then drops the connection mid-body. */
async function abortedUpload(length = 1024 * 1024): Promise<Seen> {
  const reached = new Promise<Seen>((resolve) => {
    onApiRequest = resolve;
  });
  const request = http.request({
    host: '127.0.0.1',
    port: gatewayPort,
    method: 'POST',
    path: '/api/echo',
    agent: false,
    headers: { 'content-type': 'application/octet-stream', 'content-length': length },
  });
  request.on('error', () => undefined); // destroyed on purpose
  request.write(Buffer.alloc(64 * 1024, 'a'));
  const upstream = await within(reached, 'the upload reaching the API');
  request.destroy();
  return upstream;
}

const jsonOf = (answer: Answer): unknown => JSON.parse(answer.body);
const normalPost = (index: number) => post(Buffer.from(JSON.stringify({ index })), { type: 'application/json' });

describe('request bodies over the gateway limit', () => {
  it('are refused with 413 as soon as Content-Length says so, without reaching the API', async () => {
    await startStack(10 * API_BODY_LIMIT);
    const answer = await post(Buffer.alloc(OVER_LIMIT, 'a'));
    expect(answer.status).toBe(413);
    expect(jsonOf(answer)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE', field: 'body' });
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(seen).toEqual([]);
    // One byte over is over; the limit itself passes (the next test).
    expect((await post(Buffer.alloc(API_BODY_LIMIT + 1, 'a'))).status).toBe(413);
    expect(seen).toEqual([]);
  });

  it('are refused with 413 when a chunked body crosses the limit, and the API request is aborted', async () => {
    await startStack(10 * API_BODY_LIMIT);
    const answer = await post(Buffer.alloc(OVER_LIMIT, 'a'), { chunked: true });
    expect(answer.status).toBe(413);
    expect(jsonOf(answer)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE', field: 'body' });
    expect(answer.headers.connection).toBe('close');
    // The half-sent request to the API is aborted: its connection closed, not kept for reuse.
    await within(Promise.all(upstreamClosed), 'the connection to the API closing');
    for (const request of seen) expect(await request.complete).toBe(false);
  });

  it('let the largest legitimate body through whole: a job application with a CV at its limit', async () => {
    await startStack(10 * API_BODY_LIMIT);
    const boundary = '----salon-test';
    const field = (name: string, value: string) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const form = Buffer.concat([
      Buffer.from(field('firstName', 'Zażółć') + field('message', 'ę'.repeat(2000)) + field('consentRecruitment', 'true')),
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cv.pdf"\r\ncontent-type: application/pdf\r\n\r\n`),
      Buffer.alloc(2 * 1024 * 1024, '%PDF-'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const type = `multipart/form-data; boundary=${boundary}`;
    for (const chunked of [false, true]) {
      const answer = await post(form, { type, chunked });
      expect(answer.status).toBe(200);
      expect(jsonOf(answer)).toEqual({ bytes: form.length });
      expect(await seen.at(-1)?.complete).toBe(true);
    }
  });

  it('let an upload through from a client that waits for 100 Continue first (curl does, over 1 KB)', async () => {
    await startStack(10 * API_BODY_LIMIT);
    const body = Buffer.alloc(64 * 1024, 'a');
    const answer = await post(body, { expectContinue: true });
    expect(answer.status).toBe(200);
    expect(jsonOf(answer)).toEqual({ bytes: body.length });
    expect((await post(Buffer.alloc(OVER_LIMIT, 'a'), { expectContinue: true })).status).toBe(413);
  });

  it('abort the API request when the client drops its upload mid-body', async () => {
    await startStack(10 * API_BODY_LIMIT);
    const upstream = await abortedUpload();
    expect(await within(upstream.complete, 'the API request ending')).toBe(false);
    await within(Promise.all(upstreamClosed), 'the connection to the API closing');
    expect((await normalPost(1)).status).toBe(200);
  });

  it('never stall the requests that follow: a burst of oversized and aborted uploads, then 20 normal POSTs all answered', async () => {
    // The API's own limit, as in production: bodies between it and the gateway's limit
    // reach the API, which refuses them early and closes its connection.
    await startStack(API_OWN_BODY_LIMIT);
    const oversized = await Promise.all([
      ...Array.from({ length: 5 }, () => post(Buffer.alloc(OVER_LIMIT, 'a'))),
      ...Array.from({ length: 5 }, () => post(Buffer.alloc(OVER_LIMIT, 'a'), { chunked: true })),
      ...Array.from({ length: 5 }, () => post(Buffer.alloc(4 * API_OWN_BODY_LIMIT, 'a'))),
      ...Array.from({ length: 5 }, () => post(Buffer.alloc(4 * API_OWN_BODY_LIMIT, 'a'), { chunked: true })),
    ]);
    for (const answer of oversized.slice(0, 5)) expect(jsonOf(answer)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE', field: 'body' });
    for (const answer of oversized) {
      // 413 from the gateway or the API, or 503 when the API hung up before the gateway
      // read its answer; in every case the connection is not kept for another request.
      expect([413, 503]).toContain(answer.status);
      expect(answer.headers.connection).toBe('close');
    }
    for (let index = 0; index < 5; index += 1) {
      const upstream = await abortedUpload(API_OWN_BODY_LIMIT / 2);
      expect(await within(upstream.complete, 'the API request ending')).toBe(false);
    }

    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => normalPost(index)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    // And one after another on the same keep-alive connections.
    for (let index = 0; index < 20; index += 1) expect((await normalPost(index)).status).toBe(200);
  }, 60_000);
});

describe('private API routes', () => {
  it("never pass GET /api/metrics on: each instance's metrics are read from the instance itself", async () => {
    await startStack(API_OWN_BODY_LIMIT);
    const response = await fetch(`http://127.0.0.1:${gatewayPort}/api/metrics`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'path' });
    expect(seen).toHaveLength(0);
    // Everything else under /api still goes through.
    expect((await normalPost(1)).status).toBe(200);
    expect(seen).toHaveLength(1);
  });
});
