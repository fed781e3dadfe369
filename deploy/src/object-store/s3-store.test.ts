import { randomBytes } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createObjectStore } from './create-object-store.ts';
import { describeObjectStoreContract } from './object-store-contract.ts';
import { PreconditionFailed } from './object-store.ts';
import { createS3Store, type S3Store } from './s3-store.ts';
import { startTestS3Server, type TestS3Server } from './s3-test-server.ts';

/**
 * The S3 backend against a local S3-compatible server (s3-test-server.ts: s3rver with a
 * gate adding conditional writes), started here on a loopback port of 9400–9499.
 */

const BUCKET = 'remote-store';
let server: TestS3Server;

beforeAll(async () => {
  server = await startTestS3Server(BUCKET);
});
afterAll(async () => {
  await server?.close();
});

function openStore(prefix = `test-${randomBytes(4).toString('hex')}`): S3Store {
  return createS3Store({
    bucket: BUCKET,
    prefix,
    endpoint: server.endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: server.credentials,
  });
}

// Each test gets a prefix of its own in the one bucket: also shows prefixes keep stores apart.
describeObjectStoreContract('S3', { open: async () => openStore(), manyKeys: 1_100 });

describe('S3 backend', () => {
  it('stores content type and cache control with the object, for whoever reads the bucket directly', async () => {
    const store = openStore('site');
    await store.put('registry.json', Buffer.from('{}'), { contentType: 'application/json', cacheControl: 'no-store' });
    const client = new S3Client({ endpoint: server.endpoint, region: 'eu-central-1', forcePathStyle: true, credentials: server.credentials });
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'site/registry.json' }));
    expect(object).toMatchObject({ ContentType: 'application/json', CacheControl: 'no-store' });
    await object.Body?.transformToByteArray();
    client.destroy();
  });

  it('pages through a listing of more than 1000 keys (S3 answers at most 1000 at a time)', async () => {
    const client = new S3Client({ endpoint: server.endpoint, region: 'eu-central-1', forcePathStyle: true, credentials: server.credentials });
    const store = createS3Store({ bucket: BUCKET, prefix: 'paged', client });
    const keys = Array.from({ length: 1_001 }, (_, i) => `remotes/jobs/v1-aaaa/${String(i).padStart(4, '0')}.js`);
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((key) => store.put(key, Buffer.from(''))));
    const send = jest.spyOn(client, 'send');

    expect(await store.list('remotes/')).toEqual(keys);
    const listings = send.mock.calls.map(([command]) => command).filter((command) => command instanceof ListObjectsV2Command);
    expect(listings.map((command) => command.input.ContinuationToken === undefined)).toEqual([true, false]);
    client.destroy();
  }, 30_000);

  it('keeps stores under different prefixes of one bucket apart', async () => {
    const staging = openStore('staging');
    const production = openStore('/production/');
    await staging.put('registry.json', Buffer.from('staging'));
    await production.put('registry.json', Buffer.from('production'));
    expect(production.location).toBe(`s3://${BUCKET}/production/`);
    expect((await staging.get('registry.json'))?.body.toString()).toBe('staging');
    expect(await production.list('')).toEqual(['registry.json']);
  });

  it('is what createObjectStore makes of REMOTE_STORE_URL and the S3 variables', async () => {
    const store = createObjectStore({
      REMOTE_STORE_URL: `s3://${BUCKET}/from-env`,
      S3_ENDPOINT: server.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: server.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: server.credentials.secretAccessKey,
    });
    expect(store.location).toBe(`s3://${BUCKET}/from-env/`);
    await store.put('registry.json', Buffer.from('{}'), { ifNoneMatch: '*' });
    expect(await openStore('from-env').list('')).toEqual(['registry.json']);
  });

  it('says which bucket is missing instead of answering "no object"', async () => {
    const store = createS3Store({ bucket: 'no-such-bucket', endpoint: server.endpoint, forcePathStyle: true, credentials: server.credentials });
    await expect(store.get('registry.json')).rejects.toThrow(/^s3:\/\/no-such-bucket\/: get registry\.json failed \(NoSuchBucket, HTTP 404\)/);
  });
});

describe('S3 backend: how S3 answers map to PreconditionFailed', () => {
  /** A client whose every call fails with `error`, as the SDK throws it. */
  function failingStore(error: object): S3Store {
    const client = { send: () => Promise.reject(Object.assign(new Error('from S3'), error)) } as unknown as S3Client;
    return createS3Store({ bucket: 'b', prefix: 'p', client });
  }

  it.each([
    ['412 PreconditionFailed', { name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } }],
    // Another conditional write of the key was under way: S3 says to read again and retry.
    ['409 ConditionalRequestConflict', { name: 'ConditionalRequestConflict', $metadata: { httpStatusCode: 409 } }],
  ])('%s on a conditional put', async (_label, error) => {
    await expect(failingStore(error).put('registry.json', Buffer.from('{}'), { ifMatch: '"abc"' })).rejects.toThrow(PreconditionFailed);
    await expect(failingStore(error).put('registry.json', Buffer.from('{}'), { ifNoneMatch: '*' })).rejects.toThrow(PreconditionFailed);
  });

  it('a 409 on a put without a condition is an ordinary failure, naming the key and the store', async () => {
    const store = failingStore({ name: 'OperationAborted', $metadata: { httpStatusCode: 409 } });
    await expect(store.put('registry.json', Buffer.from('{}'))).rejects.toThrow(
      's3://b/p/: put registry.json failed (OperationAborted, HTTP 409): from S3',
    );
  });
});
