import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RegistrySchema } from './registry.ts';
import { DEFAULT_RUNTIME_CONFIG, RuntimeConfigSchema } from './runtime-config.ts';
import { checkSchema, plainSchema } from './schema-check.ts';
import { startUpSchemasSource } from './start-up-schemas-source.ts';
import { REGISTRY_JSON_SCHEMA, RUNTIME_CONFIG_SECTION_SCHEMAS, TOKEN_PAIR_JSON_SCHEMA } from './start-up-schemas.ts';
import { TokenPairSchema } from './token-pair.ts';

describe('the start-up schemas', () => {
  it('are what the TypeBox schemas give (else run `npm run start-up-schemas -w @salon/contracts`)', () => {
    const written = readFileSync(path.join(__dirname, 'start-up-schemas.generated.ts'), 'utf8');
    expect(written).toBe(startUpSchemasSource());
  });

  it('keep every rule and drop only annotations', () => {
    expect(REGISTRY_JSON_SCHEMA).toEqual(plainSchema(RegistrySchema));
    expect(TOKEN_PAIR_JSON_SCHEMA).toEqual(plainSchema(TokenPairSchema));
    expect(RUNTIME_CONFIG_SECTION_SCHEMAS.apiBaseUrl).toEqual({ type: 'string' });
    expect(RuntimeConfigSchema.properties.apiBaseUrl.description).toBeDefined();
    expect(Object.keys(RUNTIME_CONFIG_SECTION_SCHEMAS)).toEqual(Object.keys(RuntimeConfigSchema.properties));
  });

  it('judge documents as their TypeBox schemas do', () => {
    const registry = { revision: 'r1', updatedAt: '2026-11-26T10:00:00Z', remotes: { booking: { entry: '/remotes/booking/v1/mf-manifest.json', version: 'v1' } } };
    for (const value of [registry, { ...registry, remotes: { booking: { entry: '', version: 'v1' } } }, { ...registry, revision: 1 }]) {
      expect(checkSchema(REGISTRY_JSON_SCHEMA, value)).toEqual(checkSchema(RegistrySchema, value));
    }
    for (const [key, section] of Object.entries(RuntimeConfigSchema.properties)) {
      const value = (DEFAULT_RUNTIME_CONFIG as Record<string, unknown>)[key];
      expect([key, checkSchema(RUNTIME_CONFIG_SECTION_SCHEMAS[key as keyof typeof RUNTIME_CONFIG_SECTION_SCHEMAS], value)]).toEqual([key, checkSchema(section, value)]);
      expect([key, checkSchema(RUNTIME_CONFIG_SECTION_SCHEMAS[key as keyof typeof RUNTIME_CONFIG_SECTION_SCHEMAS], 17)]).toEqual([key, checkSchema(section, 17)]);
    }
  });

  it('plainSchema keeps a field called like an annotation', () => {
    expect(plainSchema({ type: 'object', description: 'x', properties: { title: { type: 'string', title: 'y' } } })).toEqual({ type: 'object', properties: { title: { type: 'string' } } });
  });
});
