export * from './remotes.ts';
export * from './registry.ts';
export * from './languages.ts';
export * from './events.ts';
export * from './runtime-config.ts';
export * from './api.ts';
export * from './catalog-api.ts';
export * from './reservations-api.ts';
