import type { Registry } from './registry.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import type { SchemaOf } from './schema-check.ts';
import type { TokenPair } from './token-pair.ts';
import { REGISTRY, RUNTIME_CONFIG, TOKEN_PAIR } from './start-up-schemas.generated.ts';

/*
 * The three documents the browser checks at start-up (the registry, the runtime
 * configuration, a refreshed token pair) as plain JSON Schema, for `checkSchema`: the
 * same rules as their TypeBox schemas, which a test holds them to, without TypeBox's
 * builder on every page (about 9 KiB gzip, decision 0033). The API keeps TypeBox.
 */

export const REGISTRY_JSON_SCHEMA: SchemaOf<Registry> = REGISTRY;
export const TOKEN_PAIR_JSON_SCHEMA: SchemaOf<TokenPair> = TOKEN_PAIR;

/** Each section of the runtime configuration on its own: the platform checks them one by one. */
export const RUNTIME_CONFIG_SECTION_SCHEMAS = RUNTIME_CONFIG.properties as { [K in keyof RuntimeConfig]: SchemaOf<RuntimeConfig[K]> };
