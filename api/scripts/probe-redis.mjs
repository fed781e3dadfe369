// Exits 0 when the Redis server of the URL given answers PING within 2 seconds, 1
// otherwise. Used by .ci/run to decide whether the shared rate limits are tested on Redis.
import { Redis } from 'ioredis';

const redis = new Redis(process.argv[2], { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
redis.on('error', () => {});
try {
  await redis.connect();
  const answer = await redis.ping();
  redis.disconnect();
  process.exit(answer === 'PONG' ? 0 : 1);
} catch {
  redis.disconnect();
  process.exit(1);
}
