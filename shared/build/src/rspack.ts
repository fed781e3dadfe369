import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { escapeHtml } from '@salon/contracts/html';
import { BuildFactsPlugin, buildCommit, buildFacts } from './build-facts.ts';
import { PrecompressPlugin } from './precompress.ts';
import { createSharedConfig } from './shared-singletons.ts';
import federationSdk from './federation-sdk.cjs';
import { StartupPreloadPlugin } from './startup-preload.ts';
import { DEV_PORTS, GATEWAY_PORT, type AppName } from './ports.ts';

const { FEDERATION_SDK_GLOBALS } = federationSdk;

/** What the rspack CLI passes to a config function. */
interface CliEnv {
  RSPACK_SERVE?: boolean;
}

interface CommonOptions {
  /** The app's folder (pass `import.meta.dirname`). */
  dir: string;
  /** The federation name; also the app's i18n namespace and dev port key. */
  name: AppName;
  /** Page title of the standalone (or shell) HTML page. */
  title: string;
}

export interface RemoteOptions extends CommonOptions {
  /** The remote's public surface. Review changes here like an API change. */
  exposes: Record<string, string>;
}

/** The HTML page of the shell and of each remote's standalone run. */
export function htmlPage(title: string): string {
  return `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#6B2D5C" />
    <link rel="icon" href="data:," />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

export const swcRule = (): RuleSetRule => ({
  test: /\.[cm]?[jt]sx?$/,
  // Workspace packages resolve through symlinks to shared/*, outside node_modules,
  // so they are compiled from their TypeScript sources like the app itself.
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // Always the production JSX runtime: a dev-server remote runs inside the composed
      // site next to production builds, and `react/jsx-dev-runtime` from a development
      // React breaks against the production React the shell shares.
      transform: { react: { runtime: 'automatic', development: false, refresh: false } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
});

/**
 * Marks @salon/contracts' schema-building calls pure, so an app keeps only the schemas
 * it uses (shared/build/src/pure-schemas-loader.cjs, decision 0033). Runs before swc.
 */
export const pureSchemasRule = (): RuleSetRule => ({
  test: /[\\/]shared[\\/]contracts[\\/]src[\\/][^\\/]+(?<!\.test)\.ts$/,
  enforce: 'pre',
  loader: path.join(import.meta.dirname, 'pure-schemas-loader.cjs'),
});

function baseConfig(opts: CommonOptions, isDev: boolean, publicPath: string): Configuration {
  const pkg = JSON.parse(readFileSync(path.join(opts.dir, 'package.json'), 'utf8'));
  return {
    context: opts.dir,
    mode: isDev ? 'development' : 'production',
    // No eval-based source maps: the gateway's Content-Security-Policy has no 'unsafe-eval'.
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(opts.dir, 'dist'),
      publicPath,
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Every app on the page gets its own chunk-loading global, or two remotes'
      // chunks with the same id would overwrite each other.
      uniqueName: opts.name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // react-router-subset.ts's name for react-router, which no shared key matches.
      alias: { '@salon/react-router-package$': 'react-router' },
    },
    module: {
      rules: [
        swcRule(),
        pureSchemasRule(),
        { test: /\.(png|jpe?g|gif|svg|webp|avif)$/i, type: 'asset/resource' },
        { test: /\.css$/i, type: 'css/auto' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(opts.name),
        __BUILD_TIMESTAMP__: JSON.stringify(new Date().toISOString()),
      }),
      new rspack.HtmlRspackPlugin({
        templateContent: htmlPage(opts.title),
        // The page is served from its server's root (standalone dev server, gateway).
        // With `publicPath: 'auto'` its script URLs would be relative and break on a
        // nested route such as /salony/krakow; the remote's chunks keep `auto`.
        publicPath: '/',
      }),
      // Production files are served compressed from disk (gateway and nginx); the dev
      // server compresses on the fly.
      ...(isDev ? [] : [new PrecompressPlugin()]),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: DEV_PORTS[opts.name],
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      // The gateway (and other apps' dev servers) load this app's files cross-origin.
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Standalone runs talk to the composed site for the API and runtime configuration.
      proxy: [
        {
          context: ['/api', '/config.json', '/metadata', '/registry.json', '/remotes'],
          target: process.env.GATEWAY_URL ?? `http://localhost:${GATEWAY_PORT}`,
          changeOrigin: true,
        },
      ],
    },
    name: pkg.name,
  };
}

/**
 * Config of a remote: publicPath `auto` so one build runs from any versioned folder
 * of the remote store, a manifest for the registry, no runtime chunk (a remote's
 * entry must be self-contained). A production build takes the federation runtime
 * (`@module-federation/runtime-core`) from the page instead of carrying a copy: the
 * shell provides it (`provideExternalRuntime` in createHostConfig), and so does the
 * booking embed's loader on partner pages (decision 0031). A development build keeps
 * its own, so a remote's dev server also runs alone.
 */
export function createRemoteConfig(opts: RemoteOptions) {
  return (env: CliEnv = {}): Configuration => {
    const isDev = Boolean(env.RSPACK_SERVE);
    const config = baseConfig(opts, isDev, 'auto');
    const pkg = JSON.parse(readFileSync(path.join(opts.dir, 'package.json'), 'utf8'));
    config.plugins!.push(
      new BuildFactsPlugin(buildFacts(opts.name, pkg), buildCommit(opts.dir)),
      new ModuleFederationPlugin({
        name: opts.name,
        filename: 'remoteEntry.js',
        exposes: opts.exposes,
        shared: createSharedConfig(pkg),
        manifest: true,
        dts: false,
        ...(isDev ? {} : { experiments: { externalRuntime: true } }),
      }),
    );
    // The runtime's helper libraries too come from the page (federation-sdk.cjs).
    if (!isDev) Object.assign(config, { externals: { ...FEDERATION_SDK_GLOBALS }, externalsType: 'global' });
    config.optimization = { runtimeChunk: false };
    return config;
  };
}

/**
 * The federation runtime for a remote embedded on a partner page, emitted beside the
 * embed loader as `dist/embed/federation-runtime.js` (decision 0031).
 */
export const EMBED_FEDERATION_RUNTIME = 'federation-runtime';

export interface EmbedLoaderOptions {
  /** The remote's folder (pass `import.meta.dirname`). */
  dir: string;
  /** The remote's federation name: the loader is emitted as `dist/embed/<name>.js`. */
  name: AppName;
  /** The loader's source, relative to `dir` (`./src/embed/loader.ts`). */
  entry: string;
}

/**
 * Config of a remote's embed loader: the one small script a partner page includes to
 * embed the remote (booking's `<salon-booking>`, docs/decisions/0014). A plain
 * script, no federation, no chunks, no hash (the gateway serves it at a stable URL,
 * `/embed/<name>.js`, from the live version), emitted into the remote's own
 * `dist/embed/` so every stored version carries the loader that matches it. Built
 * after the remote (`dependencies`), whose `output.clean` would otherwise remove it.
 * Use it beside createRemoteConfig in the remote's one rspack config:
 *
 * @example
 * export default (env) => [remote(env), createEmbedLoaderConfig({ dir, name: 'booking', entry: './src/embed/loader.ts' })(env)];
 */
export function createEmbedLoaderConfig(opts: EmbedLoaderOptions) {
  return (env: CliEnv = {}): Configuration => {
    const isDev = Boolean(env.RSPACK_SERVE);
    const pkg = JSON.parse(readFileSync(path.join(opts.dir, 'package.json'), 'utf8'));
    return {
      name: `${pkg.name}-embed-loader`,
      dependencies: [pkg.name],
      context: opts.dir,
      mode: isDev ? 'development' : 'production',
      // Tiny and read by partners' developers: no map, no eval.
      devtool: false,
      target: ['web', 'es2020'],
      // The loader, and the federation runtime the remote's production build expects on
      // the page (decision 0031), fetched by the loader from the remote's version folder.
      entry: { [opts.name]: opts.entry, [EMBED_FEDERATION_RUNTIME]: path.join(import.meta.dirname, 'embed-federation-runtime.ts') },
      output: {
        path: path.join(opts.dir, 'dist', 'embed'),
        filename: '[name].js',
        iife: true,
        uniqueName: `${opts.name}-embed-loader`,
        clean: false,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: { rules: [swcRule()] },
      optimization: { runtimeChunk: false, splitChunks: false },
      plugins: isDev ? [] : [new PrecompressPlugin()],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * Config of the host. It declares no remotes: their URLs come from /registry.json at
 * run time. `loaded-first` so that an offline remote cannot block start-up. The files
 * of its `public/` folder, when it has one, go to the root of its build as they are.
 */
export function createHostConfig(opts: CommonOptions) {
  return (env: CliEnv = {}): Configuration => {
    const isDev = Boolean(env.RSPACK_SERVE);
    const config = baseConfig(opts, isDev, '/');
    const pkg = JSON.parse(readFileSync(path.join(opts.dir, 'package.json'), 'utf8'));
    config.plugins!.push(
      new BuildFactsPlugin(buildFacts(opts.name, pkg), buildCommit(opts.dir)),
      new ModuleFederationPlugin({
        name: opts.name,
        remotes: {},
        shared: createSharedConfig(pkg),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        // The one federation runtime of the page, which the remotes' production builds use,
        // with the helper libraries they take from the page too (federation-sdk.cjs).
        experiments: { provideExternalRuntime: true },
        runtimePlugins: [path.join(import.meta.dirname, 'provide-federation-sdk-plugin.cjs')],
      }),
    );
    // The start-up chunks are fetched with main.js, not after it has run.
    if (!isDev) config.plugins!.push(new StartupPreloadPlugin('/'));
    // Files the site serves at a fixed address from its root, copied as they are (never
    // hashed, so the gateway and nginx revalidate them like index.html): the logo that
    // JSON-LD and link previews name (decision 0034).
    const publicDir = path.join(opts.dir, 'public');
    if (existsSync(publicDir)) config.plugins!.push(new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir }] }));
    return config;
  };
}
