import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as rspack loads it
const { markSchemaCallsPure } = require('./pure-schemas-loader.cjs') as { markSchemaCallsPure: (source: string) => string };

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('markSchemaCallsPure', () => {
  it('wraps the value of each top-level const that makes a call in a pure-marked arrow', () => {
    expect(markSchemaCallsPure('export const A = Type.Object({ a: Nullable(Type.String()) });\nconst B = Type.String();')).toBe(
      'export const A = /*#__PURE__*/ (() => (Type.Object({ a: Nullable(Type.String()) })))();\nconst B = /*#__PURE__*/ (() => (Type.String()))();',
    );
  });

  it('wraps an object of schemas too, keeping it an object', () => {
    expect(markSchemaCallsPure('const fields = { id: Type.String() };')).toBe('const fields = /*#__PURE__*/ (() => ({ id: Type.String() }))();');
  });

  it('leaves functions, literals and calls inside functions alone', () => {
    const source = [
      "export const PATH = '/api/visits';",
      'export const isId = (value: string) => ID.test(value);',
      "export const STATUSES = ['ACTIVE', 'CANCELLED'] as const;",
      'export const LIMITS = { address: 200, format: (n: number) => String(n) };',
      'export function schemaOf() { return Type.Object({}); }',
      'register(plugin);',
    ].join('\n');
    expect(markSchemaCallsPure(source)).toBe(source);
  });
});

describe('an app built with the contracts rule', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the schema it uses and drops the ones it does not, with the builder they needed', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pure-schemas-'));
    const contracts = path.join(dir, 'shared', 'contracts', 'src');
    mkdirSync(contracts, { recursive: true });
    writeFileSync(
      path.join(contracts, 'api.ts'),
      [
        "import { Type } from '@sinclair/typebox';",
        "const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);",
        "export const UNUSED_SCHEMA = Type.Object({ marker: Nullable(Type.String({ pattern: 'unused-schema-marker' })) });",
        "export const USED_SCHEMA = Type.Object({ marker: Type.String({ pattern: 'used-schema-marker' }) });",
        "export const VISITS_PATH = '/api/visits-path-marker';",
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'constant-only.ts'), "import { VISITS_PATH } from './shared/contracts/src/api.ts';\nconsole.log(VISITS_PATH);\n");
    writeFileSync(path.join(dir, 'one-schema.ts'), "import { USED_SCHEMA } from './shared/contracts/src/api.ts';\nconsole.log(USED_SCHEMA);\n");
    // @rspack/core is ESM only, which this jest cannot load: the build runs in its own process.
    writeFileSync(
      path.join(dir, 'build.mts'),
      `import { rspack } from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'node_modules', '@rspack', 'core', 'dist', 'index.js')).href)};
import { pureSchemasRule, swcRule } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'rspack.ts')).href)};
const compiler = rspack({
  context: ${JSON.stringify(dir)},
  mode: 'production',
  devtool: false,
  entry: { constantOnly: './constant-only.ts', oneSchema: './one-schema.ts' },
  output: { path: ${JSON.stringify(path.join(dir, 'dist'))}, filename: '[name].js' },
  resolve: { extensions: ['.ts', '.js'], modules: [${JSON.stringify(path.join(ROOT, 'node_modules'))}] },
  module: { rules: [swcRule(), pureSchemasRule()] },
  optimization: { splitChunks: false },
});
compiler.run((error, stats) => {
  if (error || stats?.hasErrors()) { console.error(error ?? stats?.toString()); process.exit(1); }
  compiler.close(() => undefined);
});
`,
    );
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(dir, 'build.mts')], { cwd: ROOT, stdio: 'pipe' });
    const constantOnly = readFileSync(path.join(dir, 'dist', 'constantOnly.js'), 'utf8');
    const oneSchema = readFileSync(path.join(dir, 'dist', 'oneSchema.js'), 'utf8');
    expect(constantOnly).toContain('/api/visits-path-marker');
    expect(constantOnly).not.toContain('schema-marker');
    // TypeBox's builder stamps each schema with its Kind symbol: none left without a schema.
    expect(constantOnly).not.toContain('TypeBox.Kind');
    expect(oneSchema).toContain('used-schema-marker');
    expect(oneSchema).not.toContain('unused-schema-marker');
  }, 60_000);
});
