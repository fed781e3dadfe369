// Each API test file opens and seeds its own database (several seconds on a busy
// 2-core machine). A project's `testTimeout` is ignored when jest runs several
// projects, so the timeout is set here.
jest.setTimeout(60_000);
