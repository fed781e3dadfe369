import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiRoot } from '@salon/ui';
import { initI18n } from '@salon/i18n';
import { RemoteSlot } from './remote-slot.tsx';
import '../i18n.ts';

jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  loadRemoteModule: jest.fn(),
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

  it('fails quietly for invisible hosts', async () => {
    const load = jest.fn().mockRejectedValue(new Error('offline'));
    const { container } = render(
      <UiRoot>
        <RemoteSlot remote="auth" module="./dialog-host" quiet load={load} />
      </UiRoot>,
    );
    await screen.findByText((_, el) => el === container);
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).not.toBeInTheDocument();
  });
});
