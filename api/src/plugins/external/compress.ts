import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the answers of the routes registered in the same scope (brotli or gzip,
 * as the client accepts; from 1 KiB; brotli at quality 4, fast enough per request).
 * A city's salons are 70 KB of JSON and 9 KB compressed; a day's slots 24 KB and 3 KB.
 * Not a global plugin on purpose: app.ts registers it around the catalogue, slots and
 * visits routes only, never around answers that carry tokens (sign-in, refresh), where
 * compression next to reflected input is what BREACH-style attacks measure.
 */
export default async function compressAnswers(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
