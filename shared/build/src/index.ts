export { createHostConfig, createRemoteConfig, type RemoteOptions } from './rspack.ts';
export { SHARED_SINGLETONS, createSharedConfig, type SharedSingleton } from './shared-singletons.ts';
export { DEV_PORTS, GATEWAY_PORT, type AppName } from './ports.ts';
