import type { Static, TSchema } from '@sinclair/typebox';

/**
 * A small checker of JSON Schema for the few documents the browser validates at start-up
 * (the registry, the runtime configuration, a refreshed token pair), in place of
 * TypeBox's `Value`, which is about 10 KiB gzip on every page (decision 0033). It knows
 * the keywords those schemas use; a schema with any other keyword throws, so a schema
 * that grows past it fails its tests instead of passing unchecked. The API keeps
 * TypeBox's full validation.
 */

/**
 * A plain JSON Schema (no TypeBox builder behind it) of documents of type `T`: what
 * `plainSchema` gives, typed by the one who wrote it down (start-up-schemas.ts).
 */
export type SchemaOf<T> = Readonly<Record<string, unknown>> & { readonly [schemaType]?: T };
declare const schemaType: unique symbol;

/** One way a value fails its schema: where (a JSON pointer, '' for the root) and what. */
export interface SchemaProblem {
  path: string;
  message: string;
}

/** Keywords with no effect on validity. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default', '$id']);

const KNOWN_KEYWORDS = new Set([
  ...ANNOTATIONS,
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'const',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'format',
]);

/**
 * The string formats the contracts use, as the API's validator reads them (ajv-formats'
 * "fast" forms); any other format throws, as an unknown keyword does.
 */
const FORMATS: Readonly<Record<string, RegExp>> = {
  uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
  'date-time': /^\d{4}-\d{2}-\d{2}[t\s](?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:z|[+-]\d{2}(?::?\d{2})?)$/i,
  email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
};

type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: Schema;
  anyOf?: Schema[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

/** An object that is not an array (nor null): what JSON Schema calls an object. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Characters of a string as JSON Schema counts them (code points, as TypeBox does). */
const lengthOf = (text: string) => [...text].length;

function typeProblem(schema: Schema, value: unknown): string | null {
  switch (schema.type) {
    case undefined:
      return null;
    case 'object':
      return isPlainObject(value) ? null : 'must be an object';
    case 'array':
      return Array.isArray(value) ? null : 'must be an array';
    case 'string':
      return typeof value === 'string' ? null : 'must be a string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'integer':
      return Number.isInteger(value) ? null : 'must be an integer';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be a boolean';
    case 'null':
      return value === null ? null : 'must be null';
    default:
      throw new Error(`checkSchema does not know the type "${schema.type}"`);
  }
}

function collect(schema: Schema, value: unknown, path: string, problems: SchemaProblem[]): void {
  for (const keyword of Object.keys(schema)) {
    if (!KNOWN_KEYWORDS.has(keyword)) throw new Error(`checkSchema does not know the keyword "${keyword}" (at ${path || '/'})`);
  }
  if (schema.anyOf) {
    if (!schema.anyOf.some((option) => {
      const optionProblems: SchemaProblem[] = [];
      collect(option, value, path, optionProblems);
      return optionProblems.length === 0;
    })) {
      problems.push({ path, message: 'must match one of its allowed forms' });
    }
    return;
  }
  if ('const' in schema && value !== schema.const) {
    problems.push({ path, message: `must be ${JSON.stringify(schema.const)}` });
    return;
  }
  const wrongType = typeProblem(schema, value);
  if (wrongType) {
    problems.push({ path, message: wrongType });
    return;
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && lengthOf(value) < schema.minLength) problems.push({ path, message: `must have at least ${schema.minLength} characters` });
    if (schema.maxLength !== undefined && lengthOf(value) > schema.maxLength) problems.push({ path, message: `must have at most ${schema.maxLength} characters` });
    if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) problems.push({ path, message: `must match ${schema.pattern}` });
    if (schema.format !== undefined) {
      const format = FORMATS[schema.format];
      if (!format) throw new Error(`checkSchema does not know the format "${schema.format}" (at ${path || '/'})`);
      if (!format.test(value)) problems.push({ path, message: `must be a ${schema.format}` });
    }
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) problems.push({ path, message: `must be at least ${schema.minimum}` });
    if (schema.maximum !== undefined && value > schema.maximum) problems.push({ path, message: `must be at most ${schema.maximum}` });
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) problems.push({ path, message: `must have at least ${schema.minItems} items` });
    if (schema.maxItems !== undefined && value.length > schema.maxItems) problems.push({ path, message: `must have at most ${schema.maxItems} items` });
    if (schema.items) value.forEach((item, index) => collect(schema.items!, item, `${path}/${index}`, problems));
  }
  if (isPlainObject(value)) {
    const properties = schema.properties ?? {};
    for (const key of schema.required ?? []) {
      if (!(key in value) || value[key] === undefined) problems.push({ path: `${path}/${key}`, message: 'is required' });
    }
    for (const [key, item] of Object.entries(value)) {
      const propertySchema = properties[key];
      if (propertySchema) {
        if (item !== undefined) collect(propertySchema, item, `${path}/${key}`, problems);
      } else if (schema.additionalProperties === false) {
        problems.push({ path: `${path}/${key}`, message: 'is not allowed' });
      }
    }
  }
}

/**
 * The ways `value` fails `schema`, none when it passes.
 *
 * @example checkSchema(RegistrySchema, JSON.parse(text)).length === 0
 */
export function checkSchema(schema: TSchema | SchemaOf<unknown>, value: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  collect(schema as Schema, value, '', problems);
  return problems;
}

/** Whether `value` passes `schema`; narrows it to the schema's type. */
export function matchesSchema<T extends TSchema>(schema: T, value: unknown): value is Static<T>;
export function matchesSchema<T>(schema: SchemaOf<T>, value: unknown): value is T;
export function matchesSchema(schema: TSchema | SchemaOf<unknown>, value: unknown): boolean {
  return checkSchema(schema, value).length === 0;
}

/**
 * The part of a schema that decides validity, as plain JSON: annotations dropped, and
 * TypeBox's symbol keys gone with JSON. What start-up-schemas.generated.ts holds.
 */
export function plainSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(plainSchema);
  if (!isPlainObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([keyword]) => !ANNOTATIONS.has(keyword))
      // `properties` names fields, not keywords: a field may be called "title".
      .map(([keyword, value]) => [keyword, keyword === 'properties' && isPlainObject(value) ? Object.fromEntries(Object.entries(value).map(([name, field]) => [name, plainSchema(field)])) : plainSchema(value)]),
  );
}
