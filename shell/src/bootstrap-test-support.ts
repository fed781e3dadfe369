/*
 * What the shell's start-up tests replace: React's root (whose render they watch through
 * `mockRootRender`), module federation's runtime, the network calls of start-up and the
 * app itself. Import it first in a test that then imports './bootstrap.tsx'.
 */
export const mockRootRender = jest.fn();
jest.mock('react-dom/client', () => ({ createRoot: () => ({ render: mockRootRender }) }));
jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));
jest.mock('./app/app.tsx', () => ({ App: () => null }));
jest.mock('./session/restore-session.ts', () => ({ restoreSession: jest.fn(async () => undefined) }));
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  loadRegistry: jest.fn(async () => ({ remotes: {} })),
  registerRegistry: jest.fn(),
  startTracking: jest.fn(),
  track: jest.fn(),
}));
