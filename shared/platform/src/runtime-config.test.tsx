import { act, render, screen } from '@testing-library/react';
import { DEFAULT_RUNTIME_CONFIG } from '@salon/contracts/runtime-config';
import { getRuntimeConfig, loadRuntimeConfig, setRuntimeConfigForTests, useRuntimeConfig } from './runtime-config.ts';
import { fakeResponse, installFetch, type FetchMock } from './test-support.ts';

let fetchMock: FetchMock;
let warn: jest.SpyInstance;

beforeEach(() => {
  setRuntimeConfigForTests(null);
  fetchMock = installFetch();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('loadRuntimeConfig', () => {
  it('fetches /config.json past every cache and merges it deeply over the defaults', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(200, {
        brand: 'Studio',
        maintenance: { enabled: true },
        contact: { customerServiceEmail: 'kontakt@kosmyk.pl' },
        company: { name: 'Kosmyk sp. z o.o.', street: 'ul. Prosta 20', postcode: '00-850', city: 'Warszawa', nip: '5253000123', krs: '0000814327' },
        tracking: { flushIntervalMs: 5000 },
      }),
    );
    const config = await loadRuntimeConfig();

    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(config.brand).toBe('Studio');
    // Siblings of an overridden key keep their defaults.
    expect(config.maintenance).toEqual({ enabled: true, startDate: null, endDate: null });
    expect(config.tracking).toEqual({ enabled: true, flushIntervalMs: 5000 });
    expect(config.contact).toEqual({ ...DEFAULT_RUNTIME_CONFIG.contact, customerServiceEmail: 'kontakt@kosmyk.pl' });
    // An object takes the place of a null default whole.
    expect(config.company).toMatchObject({ name: 'Kosmyk sp. z o.o.', krs: '0000814327' });
    expect(config.links).toEqual(DEFAULT_RUNTIME_CONFIG.links);
    expect(getRuntimeConfig()).toBe(config);
    expect(warn).not.toHaveBeenCalled();
  });

  it('fetches once per page: every caller gets the same promise', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { brand: 'Once' }));
    const first = loadRuntimeConfig();
    const second = loadRuntimeConfig();
    expect(second).toBe(first);
    await first;
    await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to the defaults and warns when the fetch fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/config.json'), expect.any(TypeError));
  });

  it('falls back to the defaults on an HTTP error or a body that is not an object', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(404, '<html>Not found</html>'));
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);

    setRuntimeConfigForTests(null);
    fetchMock.mockResolvedValueOnce(fakeResponse(200, [1, 2]));
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('replaces only an invalid section with its defaults', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(200, { brand: 'Kept', maps: { enabled: 'yes' }, booking: { maxReservationBoundaryInDays: 0 } }),
    );
    const config = await loadRuntimeConfig();
    expect(config.brand).toBe('Kept');
    expect(config.maps).toEqual(DEFAULT_RUNTIME_CONFIG.maps);
    expect(config.booking).toEqual(DEFAULT_RUNTIME_CONFIG.booking);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"maps"'));
  });
});

describe('loadRuntimeConfig from another origin (the booking embed on a partner page)', () => {
  it('reads the given URL, and a same-origin apiBaseUrl then means that origin', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { brand: 'Site' }));
    const config = await loadRuntimeConfig({ url: 'https://site.example/config.json' });
    expect(fetchMock).toHaveBeenCalledWith('https://site.example/config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(config.brand).toBe('Site');
    expect(config.apiBaseUrl).toBe('https://site.example');
  });

  it('keeps an apiBaseUrl the config sets, and a URL of the page itself keeps ""', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { apiBaseUrl: 'https://api.site.example' }));
    expect((await loadRuntimeConfig({ url: 'https://site.example/config.json' })).apiBaseUrl).toBe('https://api.site.example');

    setRuntimeConfigForTests(null);
    fetchMock.mockResolvedValue(fakeResponse(200, {}));
    expect((await loadRuntimeConfig({ url: `${window.location.origin}/config.json` })).apiBaseUrl).toBe('');
  });

  it('falls back to the defaults with the API still on the site when the config cannot be read', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const config = await loadRuntimeConfig({ url: 'https://site.example/config.json' });
    expect(config).toEqual({ ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'https://site.example' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://site.example/config.json'), expect.any(TypeError));
  });
});

describe('getRuntimeConfig and useRuntimeConfig', () => {
  it('gives the defaults until the config has loaded', () => {
    expect(getRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('re-renders a component when the config arrives', async () => {
    let resolve: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    function Brand() {
      return <p>{useRuntimeConfig().brand}</p>;
    }
    render(<Brand />);
    expect(screen.getByText('Salon')).toBeInTheDocument();
    const loading = loadRuntimeConfig();
    await act(async () => {
      resolve(fakeResponse(200, { brand: 'Nowa Marka' }));
      await loading;
    });
    expect(screen.getByText('Nowa Marka')).toBeInTheDocument();
  });
});
