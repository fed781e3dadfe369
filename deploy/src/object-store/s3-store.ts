import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import {
  PreconditionFailed,
  checkKey,
  checkPrefix,
  compareKeys,
  type ObjectStore,
  type ObjectStream,
  type PutOptions,
  type StoredObject,
} from './object-store.ts';

/**
 * The store in an S3-compatible bucket, so that several gateway hosts share one store.
 * Keys live under `prefix` in `bucket` (`s3://bucket/prefix/registry.json`).
 *
 * Concurrent writers are safe through S3's conditional writes (PutObject with If-Match
 * or If-None-Match, on AWS since August/November 2024, and on most S3-compatible
 * servers): the bucket itself refuses a write whose condition no longer holds, so no
 * lock is needed across hosts.
 */

/** Where the bucket is and how to reach it. */
export interface S3StoreConfig {
  bucket: string;
  /** Folder inside the bucket (`site/`, or '' for the bucket's root). */
  prefix?: string;
  /** An S3-compatible server's address (`http://127.0.0.1:9000`); AWS when undefined. */
  endpoint?: string;
  /** Default `us-east-1` (S3-compatible servers mostly ignore it). */
  region?: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO and most local servers need it). */
  forcePathStyle?: boolean;
  /** Explicit keys; undefined: the SDK's own chain (environment, profile, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** A client made elsewhere (endpoint, region, forcePathStyle and credentials are then ignored). */
  client?: S3Client;
}

interface S3ErrorLike {
  name?: string;
  Code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

function asS3Error(error: unknown): S3ErrorLike {
  return typeof error === 'object' && error !== null ? (error as S3ErrorLike) : {};
}

function errorCode(error: unknown): string | undefined {
  const e = asS3Error(error);
  return e.Code ?? e.name;
}

function httpStatus(error: unknown): number | undefined {
  return asS3Error(error).$metadata?.httpStatusCode;
}

/** `site` → `site/`; `/a/b/` → `a/b/`; '' stays ''. */
export function normalisePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `${trimmed}/`;
}

/** The S3 backend of ObjectStore (see the comment at the top of this file). */
export class S3Store implements ObjectStore {
  readonly location: string;
  readonly bucket: string;
  readonly prefix: string;
  private readonly client: S3Client;

  constructor(config: S3StoreConfig) {
    if (config.bucket.trim() === '') throw new Error('the S3 store needs a bucket name');
    this.bucket = config.bucket;
    this.prefix = normalisePrefix(config.prefix);
    this.location = `s3://${this.bucket}/${this.prefix}`;
    this.client =
      config.client ??
      new S3Client({
        region: config.region ?? 'us-east-1',
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        ...(config.forcePathStyle ? { forcePathStyle: true } : {}),
        ...(config.credentials ? { credentials: config.credentials } : {}),
      });
  }

  private objectKey(key: string): string {
    checkKey(key);
    return `${this.prefix}${key}`;
  }

  /** An error of the SDK, with where and what was being done (its own message rarely says). */
  private failed(action: string, key: string, error: unknown): Error {
    const code = errorCode(error);
    const status = httpStatus(error);
    const what = [code, status === undefined ? undefined : `HTTP ${status}`].filter(Boolean).join(', ');
    return new Error(`${this.location}: ${action} ${key} failed${what ? ` (${what})` : ''}: ${asS3Error(error).message ?? String(error)}`, {
      cause: error,
    });
  }

  private async getObject(key: string): Promise<GetObjectCommandOutput | undefined> {
    const objectKey = this.objectKey(key);
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey }));
    } catch (error) {
      // NoSuchBucket is a 404 too, and must not read as "no registry yet".
      if (errorCode(error) === 'NoSuchKey') return undefined;
      throw this.failed('get', key, error);
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const response = await this.getObject(key);
    if (!response) return undefined;
    if (!response.Body) throw new Error(`${this.location}: get ${key} answered without a body`);
    const body = Buffer.from(await response.Body.transformToByteArray());
    return { body, etag: this.etagOf(response.ETag, 'get', key) };
  }

  async stream(key: string): Promise<ObjectStream | undefined> {
    const response = await this.getObject(key);
    if (!response) return undefined;
    const body = response.Body as unknown as Readable | undefined;
    // In Node the SDK's body is an http.IncomingMessage; anything else is a setup mistake.
    if (!body || typeof body.pipe !== 'function') throw new Error(`${this.location}: get ${key} did not answer with a Node stream`);
    return { body, etag: this.etagOf(response.ETag, 'get', key), size: response.ContentLength ?? 0 };
  }

  async put(key: string, body: Buffer, options: PutOptions = {}): Promise<{ etag: string }> {
    const objectKey = this.objectKey(key);
    try {
      const response = await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: objectKey,
          Body: body,
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
          IfMatch: options.ifMatch,
          IfNoneMatch: options.ifNoneMatch,
        }),
      );
      return { etag: this.etagOf(response.ETag, 'put', key) };
    } catch (error) {
      if (this.isConditionFailure(error, options)) {
        const condition = options.ifNoneMatch ? `If-None-Match: ${options.ifNoneMatch}` : `If-Match: ${options.ifMatch}`;
        throw new PreconditionFailed(key, condition, this.location);
      }
      throw this.failed('put', key, error);
    }
  }

  /**
   * S3's answers to a conditional write that lost: 412 PreconditionFailed (the etag
   * changed, or the key exists with If-None-Match *), 409 ConditionalRequestConflict
   * (another conditional write of the key was under way; S3 says to read again and
   * retry), and 404 NoSuchKey for If-Match on a key deleted since it was read.
   */
  private isConditionFailure(error: unknown, options: PutOptions): boolean {
    if (options.ifMatch === undefined && options.ifNoneMatch === undefined) return false;
    const code = errorCode(error);
    const status = httpStatus(error);
    return (
      status === 412 ||
      code === 'PreconditionFailed' ||
      status === 409 ||
      code === 'ConditionalRequestConflict' ||
      (options.ifMatch !== undefined && code === 'NoSuchKey')
    );
  }

  async list(prefix: string): Promise<string[]> {
    checkPrefix(prefix);
    // No key starts with `.` (checkKey): the same answer as the folder backend.
    if (prefix.startsWith('.')) return [];
    const keys: string[] = [];
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.prefix}${prefix}`, ContinuationToken: token }),
        );
      } catch (error) {
        throw this.failed('list', prefix === '' ? '(everything)' : `${prefix}*`, error);
      }
      for (const object of page.Contents ?? []) {
        if (object.Key?.startsWith(this.prefix)) keys.push(object.Key.slice(this.prefix.length));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort(compareKeys);
  }

  async delete(key: string): Promise<void> {
    const objectKey = this.objectKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey }));
    } catch (error) {
      throw this.failed('delete', key, error);
    }
  }

  private etagOf(etag: string | undefined, action: string, key: string): string {
    // Without it no conditional write is possible; S3 always sends one.
    if (!etag) throw new Error(`${this.location}: ${action} ${key} answered without an ETag`);
    return etag;
  }
}

/** An S3 store (see S3StoreConfig). */
export function createS3Store(config: S3StoreConfig): S3Store {
  return new S3Store(config);
}
