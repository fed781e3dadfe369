export { createEmbedLoaderConfig, createHostConfig, createRemoteConfig, type EmbedLoaderOptions, type RemoteOptions } from './rspack.ts';
export { SHARED_SINGLETONS, createSharedConfig, type SharedSingleton } from './shared-singletons.ts';
export { DEV_PORTS, GATEWAY_PORT, type AppName } from './ports.ts';
