import { defaultStoreDir } from '../paths.ts';
import { createFolderStore } from './folder-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3Store, type S3StoreConfig } from './s3-store.ts';

/** A setting in the environment that cannot be used; the message names the variable. */
export class StoreConfigError extends Error {
  override name = 'StoreConfigError';
}

const S3_URL = /^s3:\/\/([^/\s]+)(?:\/(\S*))?$/;

function parseBoolean(name: string, value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(text)) return false;
  if (['1', 'true', 'yes'].includes(text)) return true;
  throw new StoreConfigError(`${name} must be true or false, not ${JSON.stringify(value)}`);
}

/**
 * The S3 settings of `REMOTE_STORE_URL=s3://bucket/prefix` and its companions
 * (`S3_ENDPOINT`, `AWS_REGION`, `S3_FORCE_PATH_STYLE`, `AWS_ACCESS_KEY_ID` and
 * `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`). Throws a StoreConfigError naming the
 * variable that is wrong.
 */
export function s3ConfigFromEnv(url: string, env: NodeJS.ProcessEnv = process.env): S3StoreConfig {
  const match = S3_URL.exec(url.trim());
  if (!match?.[1]) {
    throw new StoreConfigError(
      `REMOTE_STORE_URL must look like s3://bucket/prefix, not ${JSON.stringify(url)} (unset it to keep the store in the folder REMOTE_STORE_DIR)`,
    );
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    throw new StoreConfigError(`S3_ENDPOINT must be an http(s) address such as http://127.0.0.1:9000, not ${JSON.stringify(endpoint)}`);
  }
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim() || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new StoreConfigError(
      `${accessKeyId ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'} is missing: set both keys, or neither to use the SDK's own credentials (profile, instance role)`,
    );
  }
  const sessionToken = env.AWS_SESSION_TOKEN?.trim() || undefined;
  return {
    bucket: match[1],
    prefix: match[2] ?? '',
    region: env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || 'us-east-1',
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE),
    ...(endpoint ? { endpoint } : {}),
    ...(accessKeyId && secretAccessKey
      ? { credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } }
      : {}),
  };
}

/**
 * The remote store's storage as the environment says: the bucket of
 * `REMOTE_STORE_URL=s3://bucket/prefix` when set, else the folder `REMOTE_STORE_DIR`
 * (default `<repo>/.data/remote-store`, see paths.ts).
 */
export function createObjectStore(env: NodeJS.ProcessEnv = process.env): ObjectStore {
  const url = env.REMOTE_STORE_URL?.trim();
  if (url) return createS3Store(s3ConfigFromEnv(url, env));
  return createFolderStore(defaultStoreDir(env));
}
