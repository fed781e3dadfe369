import crypto, { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import S3rver from '@20minutes/s3rver';

/**
 * A local S3-compatible server for the tests of s3-store.ts: @20minutes/s3rver (the kept
 * fork of s3rver), answering on a loopback port of 9400–9499, with a thin gate in front.
 *
 * What the gate adds, and why (s3rver has neither; the production path does not use the
 * gate, it is the plain @aws-sdk/client-s3 calls against whatever server is configured):
 *
 * 1. Conditional writes. s3rver ignores If-Match and If-None-Match on PutObject (it was
 *    written before S3 had them, 2024). The gate answers as S3 does: 412
 *    PreconditionFailed when the object's etag is not the If-Match one, or when it
 *    exists and If-None-Match is `*`; 404 NoSuchKey for If-Match on a missing object;
 *    501 NotImplemented for If-None-Match other than `*`.
 * 2. Atomic objects. s3rver writes an object in place, so a read during a write sees
 *    part of the new bytes, and a check followed by a write would race with another
 *    write. S3 never shows either. The gate lets one request per object key through at
 *    a time (reads, writes and deletes; listings are not held), until its answer has
 *    been sent, which makes its check-then-write atomic.
 *
 * And one fix of s3rver itself while the server runs (`tripleDesForS3rverTokens`):
 * listings of more than one page, which s3rver cannot answer on Node 17 and later.
 *
 * Requests are path-style (`/bucket/key`): clients use forcePathStyle.
 */

/** The running server. */
export interface TestS3Server {
  /** `http://127.0.0.1:<port>`, for S3_ENDPOINT or the client's endpoint. */
  endpoint: string;
  bucket: string;
  /** Any keys do: s3rver's default account; signatures are not checked (see below). */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Stops the server, drops its connections and removes its files. */
  close(): Promise<void>;
}

const PORT_RANGE = { first: 9400, last: 9499 };

/** Starts s3rver with `bucket` created, behind the gate, on a free port of 9400–9499. */
export async function startTestS3Server(bucket: string): Promise<TestS3Server> {
  const restoreCiphers = tripleDesForS3rverTokens();
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'object-store-s3-'));
  const s3rver = new S3rver({
    silent: true,
    directory,
    vhostBuckets: false,
    // The SDK signs a bucket-level request (ListObjectsV2) with the path `/bucket/`,
    // s3rver recomputes it with `/bucket` and refuses every listing. Signing is not what
    // these tests are about.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  s3rver.silent = true;
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const locks = new KeyLocks();

  const server = http.createServer((req, res) => {
    gate(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`test S3 gate failed: ${String(error)}`);
    });
  });

  async function gate(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const target = objectOf(req.url ?? '/');
    if (!target) {
      handle(req, res);
      return;
    }
    const release = await locks.acquire(`${target.bucket}/${target.key}`);
    res.once('close', release);
    if (req.method === 'PUT' && !req.headers['x-amz-copy-source'] && !target.multipart) {
      const refusal = await checkConditions(req, async () => {
        try {
          return (await s3rver.store.getMetadata(target.bucket, target.key)).etag;
        } catch (error) {
          if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
          throw error;
        }
      });
      if (refusal) {
        // Read the body first: answering over an unread upload breaks the connection.
        req.resume();
        await finished(req);
        res.writeHead(refusal.status, { 'content-type': 'application/xml' });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message>` +
            `<Key>${target.key}</Key><RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`,
        );
        return;
      }
    }
    handle(req, res);
  }

  const port = await listenInRange(server);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      s3rver.logger.close();
      restoreCiphers();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver encrypts ListObjectsV2 continuation tokens with single DES, which OpenSSL 3
 * (Node 17 and later) keeps in its legacy provider only: every listing longer than one
 * page (1000 keys) answers 500 (jamhall/s3rver#818). Triple DES with its three keys
 * equal computes single DES, so this swaps it in for s3rver's `des` with the same
 * tokens coming out. Every other cipher passes through untouched; the returned
 * function puts Node's own functions back.
 */
function tripleDesForS3rverTokens(): () => void {
  const { createCipheriv, createDecipheriv } = crypto;
  const tripleDes = (algorithm: string, key: crypto.CipherKey): [string, crypto.CipherKey] =>
    algorithm === 'des' && Buffer.isBuffer(key) && key.length === 8 ? ['des-ede3-cbc', Buffer.concat([key, key, key])] : [algorithm, key];
  Object.assign(crypto, {
    createCipheriv: (algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null, options?: never) =>
      createCipheriv(...tripleDes(algorithm, key), iv, options),
    createDecipheriv: (algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null, options?: never) =>
      createDecipheriv(...tripleDes(algorithm, key), iv, options),
  });
  return () => Object.assign(crypto, { createCipheriv, createDecipheriv });
}

interface Refusal {
  status: number;
  code: string;
  message: string;
}

function sameEtag(condition: string, etag: string): boolean {
  const bare = (value: string) => value.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
  return condition.split(',').some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(etag));
}

/** S3's answer to a PutObject whose If-Match / If-None-Match does not hold, or undefined. */
async function checkConditions(req: http.IncomingMessage, currentEtag: () => Promise<string | undefined>): Promise<Refusal | undefined> {
  const ifMatch = req.headers['if-match'];
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifMatch === undefined && ifNoneMatch === undefined) return undefined;
  if (ifNoneMatch !== undefined && ifNoneMatch.trim() !== '*') {
    return { status: 501, code: 'NotImplemented', message: 'If-None-Match on PutObject takes only *' };
  }
  const etag = await currentEtag();
  const failed = { status: 412, code: 'PreconditionFailed', message: 'At least one of the pre-conditions you specified did not hold' };
  if (ifNoneMatch !== undefined && etag !== undefined) return failed;
  if (ifMatch !== undefined) {
    if (etag === undefined) return { status: 404, code: 'NoSuchKey', message: 'The specified key does not exist.' };
    if (!sameEtag(ifMatch, etag)) return failed;
  }
  return undefined;
}

/** The bucket and key of a path-style object request; undefined for a bucket or service request. */
function objectOf(url: string): { bucket: string; key: string; multipart: boolean } | undefined {
  const parsed = new URL(url, 'http://localhost');
  const [, bucket, ...rest] = parsed.pathname.split('/');
  if (!bucket || rest.length === 0 || rest.join('') === '') return undefined;
  return {
    bucket: decodeURIComponent(bucket),
    key: rest.map((segment) => decodeURIComponent(segment)).join('/'),
    multipart: parsed.searchParams.has('uploadId') || parsed.searchParams.has('uploads'),
  };
}

/** One holder per key at a time, first come first served. */
class KeyLocks {
  private readonly tails = new Map<string, Promise<void>>();

  async acquire(key: string): Promise<() => void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => held);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    await previous;
    return release;
  }
}

/** Listens on the first free port of the range, starting at a random one so parallel runs rarely collide. */
async function listenInRange(server: http.Server): Promise<number> {
  const size = PORT_RANGE.last - PORT_RANGE.first + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = PORT_RANGE.first + ((start + i) % size);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      return port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port in ${PORT_RANGE.first}–${PORT_RANGE.last} for the test S3 server`);
}
