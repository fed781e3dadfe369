import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { createEmbedLoaderConfig, createHostConfig, createRemoteConfig, htmlPage } from './rspack.ts';

// @rspack/core 2 is ES-module only, which jest cannot require on Node 20. These tests
// check the config the factory assembles; the real plugins run in every build and in
// the browser suite.
jest.mock('@rspack/core', () => {
  class Plugin {
    constructor(readonly _options: unknown) {}
  }
  return {
    rspack: {
      DefinePlugin: class DefinePlugin extends Plugin {},
      HtmlRspackPlugin: class HtmlRspackPlugin extends Plugin {},
      CopyRspackPlugin: class CopyRspackPlugin extends Plugin {},
    },
  };
});
jest.mock('@module-federation/enhanced/rspack', () => ({
  ModuleFederationPlugin: class ModuleFederationPlugin {
    constructor(readonly _options: unknown) {}
  },
}));

const ROOT = path.resolve(__dirname, '../../..');

interface FederationOptions {
  name: string;
  filename?: string;
  exposes?: Record<string, string>;
  remotes?: Record<string, string>;
  shared: Record<string, { singleton: boolean; eager: boolean; requiredVersion: string }>;
  shareStrategy?: string;
  manifest?: boolean;
  experiments?: Record<string, unknown>;
  runtimePlugins?: string[];
}

function federationOf(config: Configuration): FederationOptions {
  const plugin = (config.plugins ?? []).find(
    (p) => !!p && (p as { constructor: { name: string } }).constructor.name === 'ModuleFederationPlugin',
  );
  expect(plugin).toBeDefined();
  return (plugin as unknown as { _options: FederationOptions })._options;
}

describe('createRemoteConfig', () => {
  const remote = createRemoteConfig({
    dir: path.join(ROOT, 'mfe-jobs'),
    name: 'jobs',
    title: 'Praca',
    exposes: { './routes': './src/routes.tsx' },
  });

  it('builds a remote that runs from any versioned folder', () => {
    const config = remote({});
    expect(config.mode).toBe('production');
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.uniqueName).toBe('jobs');
    expect(config.output?.filename).toContain('[contenthash');
    expect(config.optimization?.runtimeChunk).toBe(false);
  });

  it('federates under its name with a manifest, its exposes and the shared singletons', () => {
    const mf = federationOf(remote({}));
    expect(mf.name).toBe('jobs');
    expect(mf.filename).toBe('remoteEntry.js');
    expect(mf.manifest).toBe(true);
    expect(mf.exposes).toEqual({ './routes': './src/routes.tsx' });
    expect(mf.shared.react).toEqual({ singleton: true, eager: false, requiredVersion: '19.3.1', strictVersion: false });
    expect(mf.shared['@salon/platform']?.singleton).toBe(true);
  });

  it('takes the federation runtime from the page in production builds, and carries its own in development', () => {
    expect(federationOf(remote({})).experiments).toEqual({ externalRuntime: true });
    expect(federationOf(remote({ RSPACK_SERVE: true })).experiments).toBeUndefined();
  });

  it('takes the runtime’s helper libraries from the page’s globals in production builds only', () => {
    expect(remote({}).externals).toEqual({
      '@module-federation/sdk': '__SALON_FEDERATION_SDK__',
      '@module-federation/error-codes': '__SALON_FEDERATION_ERROR_CODES__',
    });
    expect(remote({}).externalsType).toBe('global');
    expect(remote({ RSPACK_SERVE: true }).externals).toBeUndefined();
  });

  it('writes compressed copies of its files in production builds only', () => {
    const names = (config: Configuration) => (config.plugins ?? []).map((p) => (p as object).constructor.name);
    expect(names(remote({}))).toContain('PrecompressPlugin');
    expect(names(remote({ RSPACK_SERVE: true }))).not.toContain('PrecompressPlugin');
  });

  it('never uses eval source maps, which the CSP forbids', () => {
    expect(String(remote({}).devtool)).not.toContain('eval');
    expect(String(remote({ RSPACK_SERVE: true }).devtool)).not.toContain('eval');
  });

  it('serves in development mode on its own port, with CORS for the composed site', () => {
    const config = remote({ RSPACK_SERVE: true });
    expect(config.mode).toBe('development');
    expect(config.devServer).toMatchObject({ port: 3005, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
});

describe('createEmbedLoaderConfig', () => {
  const dir = path.join(ROOT, 'mfe-booking');
  const config = createEmbedLoaderConfig({ dir, name: 'booking', entry: './src/embed/loader.ts' })();

  it('builds the loader and the federation runtime as plain scripts at stable names inside the remote build, after the remote', () => {
    expect(config.entry).toEqual({
      booking: './src/embed/loader.ts',
      'federation-runtime': path.join(ROOT, 'shared', 'build', 'src', 'embed-federation-runtime.ts'),
    });
    expect(config.output).toMatchObject({ path: path.join(dir, 'dist', 'embed'), filename: '[name].js', iife: true, clean: false });
    expect(config.dependencies).toEqual(['mfe-booking']);
    expect(config.name).toBe('mfe-booking-embed-loader');
  });

  it('has no federation, no chunks and no eval; only its compressed copies are added', () => {
    expect((config.plugins ?? []).map((p) => (p as object).constructor.name)).toEqual(['PrecompressPlugin']);
    expect(config.optimization).toEqual({ runtimeChunk: false, splitChunks: false });
    expect(config.devtool).toBe(false);
    expect(config.mode).toBe('production');
  });
});

describe('createHostConfig', () => {
  it('declares no remote and loads shared modules loaded-first', () => {
    const config = createHostConfig({ dir: path.join(ROOT, 'shell'), name: 'shell', title: 'Salon' })({});
    const mf = federationOf(config);
    expect(mf.remotes).toEqual({});
    expect(mf.shareStrategy).toBe('loaded-first');
    expect(config.output?.publicPath).toBe('/');
  });

  it('provides the one federation runtime of the page to the remotes', () => {
    const config = createHostConfig({ dir: path.join(ROOT, 'shell'), name: 'shell', title: 'Salon' })({});
    expect(federationOf(config).experiments).toEqual({ provideExternalRuntime: true });
    expect(federationOf(config).runtimePlugins).toEqual([path.join(ROOT, 'shared/build/src/provide-federation-sdk-plugin.cjs')]);
  });

  it('preloads its start-up chunks from its page in production builds only', () => {
    const names = (config: Configuration) => (config.plugins ?? []).map((p) => (p as object).constructor.name);
    const host = createHostConfig({ dir: path.join(ROOT, 'shell'), name: 'shell', title: 'Salon' });
    expect(names(host({}))).toEqual(expect.arrayContaining(['StartupPreloadPlugin', 'PrecompressPlugin']));
    expect(names(host({ RSPACK_SERVE: true }))).not.toContain('StartupPreloadPlugin');
  });

  it('copies its public folder (the logo) to the root of its build as it is, in development too', () => {
    const copies = (config: Configuration) =>
      (config.plugins ?? []).filter((p) => (p as object).constructor.name === 'CopyRspackPlugin').map((p) => (p as unknown as { _options: unknown })._options);
    const host = createHostConfig({ dir: path.join(ROOT, 'shell'), name: 'shell', title: 'Salon' });
    expect(copies(host({}))).toEqual([{ patterns: [{ from: path.join(ROOT, 'shell/public') }] }]);
    expect(copies(host({ RSPACK_SERVE: true }))).toHaveLength(1);
    expect(copies(createHostConfig({ dir: path.join(ROOT, 'mfe-jobs'), name: 'shell', title: 'Salon' })({}))).toEqual([]);
  });
});

describe('the standalone page', () => {
  it('loads its scripts from the server root, so nested routes work', () => {
    const config = createRemoteConfig({ dir: path.join(ROOT, 'mfe-jobs'), name: 'jobs', title: 'Praca', exposes: {} })({});
    const html = (config.plugins ?? []).find((p) => (p as { constructor: { name: string } }).constructor.name === 'HtmlRspackPlugin') as unknown as {
      _options: { publicPath: string; templateContent: string };
    };
    expect(html._options.publicPath).toBe('/');
    expect(html._options.templateContent).toContain('<title>Praca</title>');
  });
});

describe('htmlPage', () => {
  it('escapes the title and has the root element', () => {
    const html = htmlPage(`A & <B> "C" 'D'`);
    expect(html).toContain('<title>A &amp; &lt;B&gt; &quot;C&quot; &#39;D&#39;</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<html lang="pl">');
  });
});
