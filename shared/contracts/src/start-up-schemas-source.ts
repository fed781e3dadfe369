import { RegistrySchema } from './registry.ts';
import { RuntimeConfigSchema } from './runtime-config.ts';
import { plainSchema } from './schema-check.ts';
import { TokenPairSchema } from './token-pair.ts';

/** The documents the browser checks at start-up, by the name the generated file exports. */
const SCHEMAS = { REGISTRY: RegistrySchema, RUNTIME_CONFIG: RuntimeConfigSchema, TOKEN_PAIR: TokenPairSchema };

/**
 * The text of start-up-schemas.generated.ts: each schema as `plainSchema` gives it. Only
 * the generator script and the test that holds the file to it import this module (it
 * brings TypeBox's builder, which the browser's start-up must not).
 */
export function startUpSchemasSource(): string {
  const exports = Object.entries(SCHEMAS).map(([name, schema]) => `export const ${name} = ${JSON.stringify(plainSchema(schema), null, 2)};\n`);
  return [
    '/*',
    ' * Written by `npm run start-up-schemas -w @salon/contracts` from the TypeBox schemas of',
    ' * registry.ts, runtime-config.ts and token-pair.ts; start-up-schemas.test.ts fails when',
    ' * it differs from them. Do not edit by hand. Typed in start-up-schemas.ts.',
    ' */',
    '',
    exports.join('\n'),
  ].join('\n');
}
