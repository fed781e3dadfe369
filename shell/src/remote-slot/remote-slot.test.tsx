import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { UiRoot } from '@salon/ui';
import { initI18n } from '@salon/i18n';
import { noteRemoteFailure, RemoteLoadError, track } from '@salon/platform';
import { RemoteSlot } from './remote-slot.tsx';
import '../i18n.ts';

jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  loadRemoteModule: jest.fn(),
  noteRemoteFailure: jest.fn(),
  track: jest.fn(),
}));

describe('RemoteSlot', () => {
  beforeAll(async () => {
    await initI18n();
  });
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the fallback when the remote fails and a retry loads it afresh', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: () => <h1>Blog</h1> });
    render(
      <UiRoot>
        <RemoteSlot remote="blog" module="./routes" load={load} />
      </UiRoot>,
    );
    expect(await screen.findByRole('heading', { name: 'Nie udało się wczytać tej części strony' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("counts a render error against the remote's version, and not a load failure a second time (remote health)", async () => {
    const Broken = () => {
      throw new Error('undefined is not a function');
    };
    const { unmount } = render(
      <UiRoot>
        <RemoteSlot remote="booking" module="./routes" load={() => Promise.resolve({ default: Broken })} />
      </UiRoot>,
    );
    await waitFor(() => expect(noteRemoteFailure).toHaveBeenCalledWith('booking', 'render'));
    unmount();
    jest.mocked(noteRemoteFailure).mockClear();

    render(
      <UiRoot>
        <RemoteSlot remote="jobs" module="./routes" load={() => Promise.reject<{ default: ComponentType<Record<string, never>> }>(new RemoteLoadError('Remote "jobs" failed to load ./routes'))} />
      </UiRoot>,
    );
    await waitFor(() => expect(track).toHaveBeenCalledWith('remote-load-failed', expect.objectContaining({ remote: 'jobs' })));
    expect(noteRemoteFailure).not.toHaveBeenCalled();
  });

  describe('when the remote cannot load', () => {
    /** Renders a slot whose remote fails and waits until its error boundary has caught it. */
    async function renderFailingSlot(quiet: boolean) {
      const load = jest.fn().mockRejectedValue(new Error('offline'));
      const { container } = render(
        <UiRoot>
          <RemoteSlot remote="auth" module="./dialog-host" quiet={quiet} load={load} />
        </UiRoot>,
      );
      // The boundary reports the failure once its fallback is in place.
      await waitFor(() => expect(track).toHaveBeenCalledWith('remote-load-failed', { remote: 'auth', module: './dialog-host', message: 'offline' }));
      return container;
    }

    it('shows the error box and the retry button on a visible slot', async () => {
      await renderFailingSlot(false);
      expect(screen.getByRole('heading', { name: 'Nie udało się wczytać tej części strony' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
    });

    it('shows nothing at all on a quiet slot (invisible hosts)', async () => {
      const container = await renderFailingSlot(true);
      expect(screen.queryByRole('heading', { name: 'Nie udało się wczytać tej części strony' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).not.toBeInTheDocument();
      expect(container).toBeEmptyDOMElement();
    });
  });
});
