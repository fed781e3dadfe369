import { VISITOR_COOKIE, inCanary, newVisitorId } from '@salon/contracts/canary';
import { loadBookingEmbed } from './loader.ts';

const registry = {
  revision: 'r1',
  updatedAt: '2026-11-27T10:00:00.000Z',
  remotes: {
    booking: {
      entry: '/remotes/booking/v1-aaaaaaaa/mf-manifest.json',
      version: 'v1-aaaaaaaa',
      canary: { entry: '/remotes/booking/v2-bbbbbbbb/mf-manifest.json', version: 'v2-bbbbbbbb', percent: 50 },
    },
  },
};

/** The manifest URL the loader asks for after the registry (it then waits for scripts jsdom never runs). */
async function manifestAsked(): Promise<string> {
  const fetchMock = jest.fn((url: string) =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(url.endsWith('/registry.json') ? registry : { metaData: {} }) }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  void loadBookingEmbed('https://salon.example/embed/booking.js');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetchMock.mock.calls[0]![0]).toBe('https://salon.example/registry.json');
  return fetchMock.mock.calls[1]![0];
}

describe('the embed loader with a canary', () => {
  const ids = Array.from({ length: 100 }, () => newVisitorId());
  afterEach(() => {
    window.localStorage.clear();
    document.head.innerHTML = '';
  });

  it("loads the version this visitor draws, kept in the partner page's storage", async () => {
    const inside = ids.find((id) => inCanary('booking', 50, id))!;
    const outside = ids.find((id) => !inCanary('booking', 50, id))!;
    window.localStorage.setItem(VISITOR_COOKIE, inside);
    expect(await manifestAsked()).toBe('https://salon.example/remotes/booking/v2-bbbbbbbb/mf-manifest.json');
    window.localStorage.setItem(VISITOR_COOKIE, outside);
    expect(await manifestAsked()).toBe('https://salon.example/remotes/booking/v1-aaaaaaaa/mf-manifest.json');
  });

  it('gives a first visit an id and keeps it, so the next load draws the same', async () => {
    const first = await manifestAsked();
    const id = window.localStorage.getItem(VISITOR_COOKIE);
    expect(id).toMatch(/^[0-9a-f-]{16,}$/);
    expect(await manifestAsked()).toBe(first);
    expect(first).toContain(inCanary('booking', 50, id!) ? 'v2-bbbbbbbb' : 'v1-aaaaaaaa');
  });
});
