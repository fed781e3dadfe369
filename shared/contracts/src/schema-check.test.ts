import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { TokenPairSchema } from './api.ts';
import { RegistrySchema } from './registry.ts';
import { DEFAULT_RUNTIME_CONFIG, RuntimeConfigSchema } from './runtime-config.ts';
import { checkSchema, matchesSchema } from './schema-check.ts';

/** Every document reachable from `value` by changing one thing: a key removed, or a value replaced. */
function variants(value: unknown): unknown[] {
  const replacements: unknown[] = [null, undefined, '', 'x', 'https://example.pl/a', '12-345', '1234567890', 0, 150, 1.5, -1, true, [], {}, 'pl', 'cities'];
  const out: unknown[] = [...replacements];
  if (Array.isArray(value)) value.forEach((item, index) => variants(item).forEach((v) => out.push(value.map((x, i) => (i === index ? v : x)))));
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    out.push({ ...record, unexpected: 'extra' });
    for (const key of Object.keys(record)) {
      const { [key]: _removed, ...rest } = record;
      out.push(rest);
      for (const v of variants(record[key])) out.push({ ...record, [key]: v });
    }
  }
  return out;
}

const registry = {
  revision: 'r1',
  updatedAt: '2026-11-26T10:00:00Z',
  remotes: { booking: { entry: '/remotes/booking/v1/mf-manifest.json', version: 'v1' }, blog: { entry: '/remotes/blog/v2/mf-manifest.json', version: 'v2' } },
};
const company = { name: 'Salon sp. z o.o.', street: 'ul. Długa 1', postcode: '00-001', city: 'Warszawa', nip: '1234567890', krs: '0000123456' };

describe('checkSchema', () => {
  it.each<[string, TSchema, unknown]>([
    ['the registry', RegistrySchema, registry],
    ['the runtime configuration', RuntimeConfigSchema, { ...DEFAULT_RUNTIME_CONFIG, company }],
    ['a token pair', TokenPairSchema, { accessToken: 'a', refreshToken: 'r' }],
  ])('agrees with TypeBox on %s and on every one-change variant of it', (_name, schema, valid) => {
    const documents = [valid, ...variants(valid)];
    expect(documents.length).toBeGreaterThan(50);
    for (const document of documents) {
      expect({ document, passes: matchesSchema(schema, document) }).toEqual({ document, passes: Value.Check(schema, document) });
    }
  });

  it('says where and what is wrong', () => {
    expect(checkSchema(RegistrySchema, { revision: 'r', remotes: { blog: { entry: '', version: 'v1' } } })).toEqual([
      { path: '/updatedAt', message: 'is required' },
      { path: '/remotes/blog/entry', message: 'must have at least 1 characters' },
    ]);
    expect(checkSchema(TokenPairSchema, 'token')).toEqual([{ path: '', message: 'must be an object' }]);
  });

  it('checks the string formats the contracts use (a shop item’s uuid, a date-time, an e-mail)', () => {
    const uuid = Type.String({ format: 'uuid' });
    expect(checkSchema(uuid, '0b6e8f3c-2d4a-4f6e-9a1b-3c5d7e9f1a2b')).toEqual([]);
    expect(checkSchema(uuid, 'not-a-uuid')).toEqual([{ path: '', message: 'must be a uuid' }]);
    expect(checkSchema(Type.String({ format: 'date-time' }), '2026-11-27T10:00:00.000Z')).toEqual([]);
    expect(checkSchema(Type.String({ format: 'date-time' }), '2026-11-27')).toHaveLength(1);
    expect(checkSchema(Type.String({ format: 'email' }), 'ola@salon.pl')).toEqual([]);
    expect(checkSchema(Type.String({ format: 'email' }), 'ola@')).toHaveLength(1);
  });

  it('refuses a schema with a keyword it does not know, rather than passing it unchecked', () => {
    expect(() => checkSchema(Type.String({ format: 'hostname' }), 'a.pl')).toThrow('does not know the format "hostname"');
    expect(() => checkSchema(Type.Record(Type.String(), Type.Number()), {})).toThrow('does not know the keyword "patternProperties"');
  });
});
