// The `api` jest project always runs on in-memory PGlite; the `api-postgres` project
// (jest.postgres.config.cjs) runs the same files on TEST_DATABASE_URL. jest gives each
// test file its own copy of process.env, so this does not leak into the other project.
delete process.env.TEST_DATABASE_URL;
