import { render, screen } from '@testing-library/react';

/**
 * The boundary runs in remotes on whatever shell is live: a shell built before
 * @salon/platform 1.1 has no noteRemoteFailure nor RemoteLoadError (the skew check
 * found a profile page replaced by the shell's fallback because of it).
 */
function Broken(): never {
  throw new Error('render failed');
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.resetModules());

/** A broken booking slot under the boundary, loaded against the given shell's platform. */
async function renderBroken(platform: Record<string, unknown>): Promise<void> {
  jest.doMock('@salon/platform', () => platform);
  const { RemoteErrorBoundary } = await import('./remote-error-boundary.tsx');
  render(
    <RemoteErrorBoundary remote="booking" onRetry={() => undefined} fallback={() => <p>fallback</p>}>
      <Broken />
    </RemoteErrorBoundary>,
  );
}

it("shows its fallback under an older shell's platform, which lacks the remote-health exports", async () => {
  await renderBroken({});
  expect(screen.getByText('fallback')).toBeInTheDocument();
});

it('counts a render error against the remote under a shell that has them', async () => {
  const noteRemoteFailure = jest.fn();
  await renderBroken({ noteRemoteFailure, RemoteLoadError: class extends Error {} });
  expect(screen.getByText('fallback')).toBeInTheDocument();
  expect(noteRemoteFailure).toHaveBeenCalledWith('booking', 'render');
});
