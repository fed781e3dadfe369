// Each API test file opens and seeds its own database (several seconds on a quiet
// 2-core machine, more than a minute when the machine is busy: CI runs the files one at
// a time beside whatever else runs). A project's `testTimeout` is ignored when jest runs
// several projects, so the timeout is set here; the files' set-up hooks allow 180 s.
// These bounds catch a hang, not slowness: speed is measured by the benches.
jest.setTimeout(120_000);
