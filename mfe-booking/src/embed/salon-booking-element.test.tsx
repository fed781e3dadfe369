import { act, waitFor } from '@testing-library/react';
import { getRuntimeConfig, setRuntimeConfigForTests } from '@salon/platform';
import { salonNow, toLocalIso } from '@salon/i18n';
import { keepVisitToken, visitTokenHeaders, VISIT_TOKENS_STORAGE_KEY } from '../lib/visit-access.ts';
import { defineSalonBookingElement } from './salon-booking-element.tsx';

// The API: every call of the booking store goes through the base query.
const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const SITE = 'https://salon.example';
/** Every URL fetched (kept apart from the mock, whose calls jest clears between tests). */
const configUrls: string[] = [];

beforeAll(() => {
  setRuntimeConfigForTests(null);
  // The site's /config.json (jsdom has no Response: the fields loadRuntimeConfig reads).
  global.fetch = ((url: string) => {
    configUrls.push(url);
    return Promise.resolve({ ok: true, status: 200, json: async () => ({ brand: 'Salon Site' }) });
  }) as unknown as typeof fetch;
  defineSalonBookingElement({ siteOrigin: SITE });
});

beforeEach(() => {
  mockBaseQuery.mockReset();
  mockBaseQuery.mockResolvedValue({ error: { status: 404, code: 'NOT_FOUND' } });
  window.history.replaceState(null, '', '/partner/page?ref=1');
  document.title = 'Partner page';
});

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(attributes: Record<string, string>): Promise<HTMLElement> {
  const element = document.createElement('salon-booking');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  await waitFor(() => expect(element.shadowRoot?.querySelector('h1')).not.toBeNull());
  return element;
}

test('renders the booking flow into an open shadow root, with its styles there too', async () => {
  const element = await mount({ 'salon-id': 'M101', lang: 'en' });
  const shadow = element.shadowRoot!;
  // Nothing of the widget in the partner's light DOM.
  expect(element.children).toHaveLength(0);
  expect(document.querySelector('h1')).toBeNull();
  expect(shadow.querySelector('style')).not.toBeNull();
  expect(document.head.querySelector('style[data-styled]')).toBeNull();
  // The components' rules (the base styles on :host are checked in the browser: e2e/embed.spec.ts).
  expect(shadow.querySelector('style')!.textContent).toMatch(/\.[A-Za-z]+\{/);
});

test('reads the site\'s config, calls the API there and speaks the lang attribute\'s language', async () => {
  const element = await mount({ lang: 'en' });
  // Loaded once per page, by the first widget (beforeAll's fetch mock answered it).
  expect(configUrls).toEqual([`${SITE}/config.json`]);
  expect(getRuntimeConfig().brand).toBe('Salon Site');
  expect(getRuntimeConfig().apiBaseUrl).toBe(SITE);
  // The area step's heading is the booking namespace's English copy.
  await waitFor(() => expect(element.shadowRoot!.querySelector('h1')?.textContent).toMatch(/city/i));
  // The partner's title, URL and <html lang> are left alone.
  expect(document.title).toBe('Partner page');
  expect(document.documentElement.lang).not.toBe('en');
});

test('the attributes become the booking root\'s query and the partner URL never changes', async () => {
  await mount({ 'salon-id': 'M101', 'service-id': '1001' });
  await waitFor(() => expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/salons/M101' })));
  expect(window.location.pathname + window.location.search).toBe('/partner/page?ref=1');
  expect(window.history.length).toBe(1);
});

test('a link out of the flow opens the site in a new tab instead of leaving the widget', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const element = await mount({});
  const home = await waitFor(() => {
    const link = element.shadowRoot!.querySelector<HTMLAnchorElement>('nav a[href="/"]');
    expect(link).not.toBeNull();
    return link!;
  });
  await act(async () => home.click());
  expect(open).toHaveBeenCalledWith(`${SITE}/`, '_blank', 'noopener');
  expect(window.location.pathname).toBe('/partner/page');
  // Still the booking flow.
  expect(element.shadowRoot!.querySelector('h1')).not.toBeNull();
  open.mockRestore();
});

test('unmounts when removed and starts again when put back', async () => {
  const element = await mount({});
  await act(async () => element.remove());
  expect(element.shadowRoot!.childNodes).toHaveLength(0);
  await act(async () => document.body.append(element));
  await waitFor(() => expect(element.shadowRoot!.querySelector('h1')).not.toBeNull());
});

test("keeps a visit's manage token in memory only: the partner's localStorage never holds it", () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  try {
    keepVisitToken('v1', 'widget-token', toLocalIso(salonNow().plus({ days: 7 })));
    expect(visitTokenHeaders('v1')).toEqual({ 'x-visit-token': 'widget-token' });
    expect(window.localStorage.getItem(VISIT_TOKENS_STORAGE_KEY)).toBeNull();
    expect(setItem).not.toHaveBeenCalledWith(VISIT_TOKENS_STORAGE_KEY, expect.anything());
  } finally {
    setItem.mockRestore();
  }
});

test('defining twice keeps the first definition', () => {
  const first = customElements.get('salon-booking');
  defineSalonBookingElement({ siteOrigin: 'https://other.example' });
  expect(customElements.get('salon-booking')).toBe(first);
});
