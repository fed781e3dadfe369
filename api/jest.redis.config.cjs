/**
 * The rate limits shared through Redis (TEST_REDIS_URL): *.redis-test.ts. The root jest
 * config includes this project only when TEST_REDIS_URL is set; .ci/run sets it when the
 * local Redis answers.
 */
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'api-redis',
  testMatch: ['<rootDir>/src/**/*.redis-test.ts'],
};
