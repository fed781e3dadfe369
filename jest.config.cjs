/**
 * Runs every workspace's unit and component tests as one jest run. With TEST_DATABASE_URL
 * set, the API's tests run a second time on that PostgreSQL server (api-postgres); with
 * TEST_REDIS_URL, the rate limits shared through Redis are tested too (api-redis).
 */
module.exports = {
  // The run's test files in a worker process that is started again once it holds more
  // than this after a file (on 2 cores jest runs one worker; without the limit it ran
  // in band, and what ~470 files left behind grew its heap to 4 GB: garbage collection
  // slowed every later file, then the process died of it).
  workerIdleMemoryLimit: '1500MB',
  projects: [
    '<rootDir>/shared/*/jest.config.cjs',
    '<rootDir>/shell/jest.config.cjs',
    '<rootDir>/mfe-*/jest.config.cjs',
    '<rootDir>/deploy/jest.config.cjs',
    '<rootDir>/api/jest.config.cjs',
    ...(process.env.TEST_DATABASE_URL ? ['<rootDir>/api/jest.postgres.config.cjs'] : []),
    ...(process.env.TEST_REDIS_URL ? ['<rootDir>/api/jest.redis.config.cjs'] : []),
  ],
};
