/**
 * The little of @20minutes/s3rver (a fake S3 server, CommonJS, no types of its own)
 * that s3-test-server.ts uses. Tests only: production talks to S3 with @aws-sdk/client-s3.
 */
declare module '@20minutes/s3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    silent?: boolean;
    directory?: string;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: Array<{ name: string }>;
  }

  interface ObjectMetadata {
    etag: string;
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's: skips logging every error answer to the console. */
    silent: boolean;
    readonly store: { getMetadata(bucket: string, key: string): Promise<ObjectMetadata> };
    readonly logger: { close(): void };
    configureBuckets(): Promise<unknown>;
    /** Koa's request handler, for a server of our own (run() would pick the port itself). */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }

  export default S3rver;
}
