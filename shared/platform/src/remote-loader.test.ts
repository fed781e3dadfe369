import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REGISTRY_ELEMENT_ID, registryDataBlock } from '@salon/contracts/registry';
import { REMOTE_NAMES } from '@salon/contracts/remotes';
import { inCanary, newVisitorId } from '@salon/contracts/canary';
import { remoteVersion } from './remote-health.ts';
import { loadRegistry, loadRemoteModule, registerRegistry, RemoteLoadError } from './remote-loader.ts';
import { forgetVisitorIdForTests } from './visitor.ts';
import { fakeResponse, installFetch, type FetchMock } from './test-support.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const registerRemotesMock = jest.mocked(registerRemotes);
const loadRemoteMock = jest.mocked(loadRemote);

const registry = {
  revision: 'r-17',
  updatedAt: '2026-03-01T10:00:00.000Z',
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { entry: `/remotes/${name}/1.0.0/mf-manifest.json`, version: '1.0.0' }]),
  ),
};

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = installFetch();
});

describe('loadRegistry', () => {
  afterEach(() => document.getElementById(REGISTRY_ELEMENT_ID)?.remove());
  const writeIntoPage = (text: string) => document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${text}</script>`);

  it('takes the registry the gateway wrote into the page, without a request', async () => {
    writeIntoPage(registryDataBlock(registry).replace(/^<script[^>]*>|<\/script>$/g, ''));
    await expect(loadRegistry()).resolves.toEqual(registry);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /registry.json when the page holds no valid registry', async () => {
    writeIntoPage('{"revision": 7}');
    fetchMock.mockResolvedValue(fakeResponse(200, registry));
    await expect(loadRegistry()).resolves.toEqual(registry);
    expect(fetchMock).toHaveBeenCalledWith('/registry.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('fetches /registry.json past every cache and returns it when valid', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, registry));
    await expect(loadRegistry()).resolves.toEqual(registry);
    expect(fetchMock).toHaveBeenCalledWith('/registry.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('accepts a registry with a remote missing: the others still come up', async () => {
    const { blog: _blog, ...withoutBlog } = registry.remotes;
    fetchMock.mockResolvedValue(fakeResponse(200, { ...registry, remotes: withoutBlog }));
    await expect(loadRegistry()).resolves.toEqual({ ...registry, remotes: withoutBlog });
  });

  it('rejects an entry without a URL', async () => {
    const remotes = { ...registry.remotes, shop: { entry: '', version: '1.0.0' } };
    fetchMock.mockResolvedValue(fakeResponse(200, { ...registry, remotes }));
    await expect(loadRegistry()).rejects.toThrow(/\/remotes\/shop\/entry/);
  });

  it('rejects a network failure, an HTTP error and a body that is not JSON', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(loadRegistry()).rejects.toThrow('Could not load /registry.json: network error');
    fetchMock.mockResolvedValueOnce(fakeResponse(404, 'Not found'));
    await expect(loadRegistry()).rejects.toThrow('Could not load /registry.json: HTTP 404');
    fetchMock.mockResolvedValueOnce(fakeResponse(200, '<html>'));
    await expect(loadRegistry()).rejects.toThrow('/registry.json is not valid JSON');
  });
});

describe('registerRegistry', () => {
  it('registers every remote with an absolute entry URL, replacing earlier ones', () => {
    registerRegistry(registry);
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
    const [remotes, options] = registerRemotesMock.mock.calls[0]!;
    expect(options).toEqual({ force: true });
    expect(remotes).toHaveLength(REMOTE_NAMES.length);
    expect(remotes).toContainEqual({ name: 'booking', entry: 'http://localhost/remotes/booking/1.0.0/mf-manifest.json' });
  });

  describe('with a canary', () => {
    const canaryRegistry = {
      ...registry,
      remotes: {
        ...registry.remotes,
        booking: { ...registry.remotes.booking!, canary: { entry: '/remotes/booking/2.0.0/mf-manifest.json', version: '2.0.0', percent: 50 } },
      },
    };
    const setVisitor = (id: string) => {
      document.cookie = `salon_visitor=${id}; path=/`;
      forgetVisitorIdForTests();
    };
    afterEach(() => {
      document.cookie = 'salon_visitor=; path=/; max-age=0';
      forgetVisitorIdForTests();
    });

    it("registers the version this visitor's cookie draws, the same on every page, and counts under it", () => {
      const ids = Array.from({ length: 200 }, () => newVisitorId());
      const inside = ids.find((id) => inCanary('booking', 50, id))!;
      const outside = ids.find((id) => !inCanary('booking', 50, id))!;
      for (const [id, version] of [[inside, '2.0.0'], [outside, '1.0.0'], [inside, '2.0.0']] as const) {
        setVisitor(id);
        registerRegistry(canaryRegistry);
        expect(registerRemotesMock.mock.calls.at(-1)![0]).toContainEqual({ name: 'booking', entry: `http://localhost/remotes/booking/${version}/mf-manifest.json` });
        expect(remoteVersion('booking')).toBe(version);
      }
    });

    it('gives a first visit a visitor id and keeps it in a cookie', () => {
      registerRegistry(canaryRegistry);
      const id = /salon_visitor=([^;]+)/.exec(document.cookie)?.[1];
      expect(id).toMatch(/^[0-9a-f-]{16,}$/);
      const version = inCanary('booking', 50, id) ? '2.0.0' : '1.0.0';
      expect(registerRemotesMock.mock.calls.at(-1)![0]).toContainEqual({ name: 'booking', entry: `http://localhost/remotes/booking/${version}/mf-manifest.json` });
    });
  });

  it('keeps absolute entries (a CDN) as they are', () => {
    const remotes = { ...registry.remotes, blog: { entry: 'https://cdn.example/blog/2.0.0/mf-manifest.json', version: '2.0.0' } };
    registerRegistry({ ...registry, remotes });
    expect(registerRemotesMock.mock.calls[0]![0]).toContainEqual({
      name: 'blog',
      entry: 'https://cdn.example/blog/2.0.0/mf-manifest.json',
    });
  });
});

describe('loadRemoteModule', () => {
  it('loads "<remote>/<exposed>" without the leading ./', async () => {
    const routes = { default: () => null };
    loadRemoteMock.mockResolvedValue(routes);
    await expect(loadRemoteModule('salons', './routes')).resolves.toBe(routes);
    expect(loadRemoteMock).toHaveBeenCalledWith('salons/routes');
    await loadRemoteModule('auth', 'dialog-host');
    expect(loadRemoteMock).toHaveBeenLastCalledWith('auth/dialog-host');
  });

  it('names the remote when it resolves to nothing', async () => {
    loadRemoteMock.mockResolvedValue(null);
    await expect(loadRemoteModule('blog', './routes')).rejects.toThrow('Remote "blog" did not provide ./routes');
  });

  it('names the remote when loading fails, keeping the cause', async () => {
    const cause = new Error('ScriptExternalLoadError');
    loadRemoteMock.mockRejectedValue(cause);
    const error: unknown = await loadRemoteModule('jobs', './routes').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as Error).message).toBe('Remote "jobs" failed to load ./routes');
    expect((error as Error).cause).toBe(cause);
  });
});
