import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';
import { StoreConfigError, createObjectStore, s3ConfigFromEnv } from './create-object-store.ts';
import { FolderStore } from './folder-store.ts';
import { S3Store } from './s3-store.ts';

describe('createObjectStore', () => {
  it('is the folder REMOTE_STORE_DIR without REMOTE_STORE_URL', () => {
    const store = createObjectStore({ REMOTE_STORE_DIR: '/srv/remote-store' });
    expect(store).toBeInstanceOf(FolderStore);
    expect(store.location).toBe(path.resolve('/srv/remote-store'));
  });

  it('is the folder <repo>/.data/remote-store with neither set', () => {
    expect(createObjectStore({ REMOTE_STORE_URL: ' ' }).location).toBe(path.join(REPO_ROOT, '.data', 'remote-store'));
  });

  it('is the bucket of REMOTE_STORE_URL when set (it wins over REMOTE_STORE_DIR)', () => {
    const store = createObjectStore({ REMOTE_STORE_URL: 's3://salon-site/production', REMOTE_STORE_DIR: '/srv/remote-store' });
    expect(store).toBeInstanceOf(S3Store);
    expect(store.location).toBe('s3://salon-site/production/');
  });
});

describe('s3ConfigFromEnv', () => {
  it('reads the bucket, prefix, endpoint, region, path style and keys', () => {
    expect(
      s3ConfigFromEnv('s3://salon-site/sites/production/', {
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        AWS_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: 'AKIA…',
        AWS_SECRET_ACCESS_KEY: 'secret',
        AWS_SESSION_TOKEN: 'token',
      }),
    ).toEqual({
      bucket: 'salon-site',
      prefix: 'sites/production/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA…', secretAccessKey: 'secret', sessionToken: 'token' },
    });
  });

  it('leaves credentials to the SDK (profile, instance role) without keys, and defaults the rest', () => {
    expect(s3ConfigFromEnv('s3://salon-site', {})).toEqual({ bucket: 'salon-site', prefix: '', region: 'us-east-1', forcePathStyle: false });
    expect(s3ConfigFromEnv('s3://salon-site/', { AWS_DEFAULT_REGION: 'eu-west-1' }).region).toBe('eu-west-1');
  });

  it.each([
    ['https://salon-site.s3.amazonaws.com/production', {}, /REMOTE_STORE_URL must look like s3:\/\/bucket\/prefix, not "https:/],
    ['s3://', {}, /REMOTE_STORE_URL must look like s3:\/\/bucket\/prefix/],
    ['s3://salon-site', { S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE must be true or false, not "maybe"/],
    ['s3://salon-site', { S3_ENDPOINT: '127.0.0.1:9000' }, /S3_ENDPOINT must be an http\(s\) address/],
    ['s3://salon-site', { AWS_ACCESS_KEY_ID: 'AKIA…' }, /AWS_SECRET_ACCESS_KEY is missing/],
    ['s3://salon-site', { AWS_SECRET_ACCESS_KEY: 'secret' }, /AWS_ACCESS_KEY_ID is missing/],
  ])('refuses %s with %j, naming the variable', (url, env, message) => {
    expect(() => s3ConfigFromEnv(url, env)).toThrow(StoreConfigError);
    expect(() => s3ConfigFromEnv(url, env)).toThrow(message);
  });
});
