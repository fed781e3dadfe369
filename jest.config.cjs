/** Runs every workspace's unit and component tests as one jest run. */
module.exports = {
  projects: [
    '<rootDir>/shared/*/jest.config.cjs',
    '<rootDir>/shell/jest.config.cjs',
    '<rootDir>/mfe-*/jest.config.cjs',
    '<rootDir>/deploy/jest.config.cjs',
    '<rootDir>/api/jest.config.cjs',
  ],
};
