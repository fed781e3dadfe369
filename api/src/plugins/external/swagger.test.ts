import { ApiErrorSchema } from '@salon/contracts/api';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/*
 * The OpenAPI document at /api/docs/json, every route of it (the development ones too):
 * what `npx @redocly/cli lint` asks of it (api/README.md, "OpenAPI document") and the
 * house rules behind it, checked here so that a route added without them fails the
 * tests, with no download at test time.
 */

interface Schema {
  type?: string;
  required?: string[];
  properties?: Record<string, unknown>;
}
interface Answer {
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, Answer>;
}
interface Document {
  servers?: { url: string }[];
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
// The error shape as the document spells it (no TypeBox symbols).
const API_ERROR = JSON.parse(JSON.stringify(ApiErrorSchema)) as Required<Schema>;

/** ApiErrorSchema, or an object that adds fields to it. */
function isApiError(schema: Schema | undefined): boolean {
  if (schema?.type !== 'object') return false;
  const properties = schema.properties ?? {};
  return (
    API_ERROR.required.every((name) => schema.required?.includes(name)) &&
    Object.entries(API_ERROR.properties).every(([name, property]) => JSON.stringify(properties[name]) === JSON.stringify(property))
  );
}

/** What one operation lacks, as "METHOD path: what" lines (none when it is complete). */
function problemsOf(document: Document, path: string, method: string, operation: Operation): string[] {
  const problems: string[] = [];
  const where = `${method.toUpperCase()} ${path}`;
  if (!operation.operationId) problems.push('no operationId');
  else if (!/^[a-z][A-Za-z0-9]*$/.test(operation.operationId)) problems.push(`operationId ${operation.operationId} is not camelCase`);
  if (!operation.summary?.trim()) problems.push('no summary');
  if (!operation.tags?.length) problems.push('no tag');
  // Public routes say so with `security: []`; an absent list would mean "not stated".
  if (!Array.isArray(operation.security)) problems.push('no security (`[]` when public)');
  for (const requirement of operation.security ?? []) {
    for (const scheme of Object.keys(requirement)) {
      if (!(scheme in document.components.securitySchemes)) problems.push(`security names an unknown scheme ${scheme}`);
    }
  }
  const answers = Object.entries(operation.responses ?? {});
  // A 3xx counts: the local payment page answers its form with a 303, as Stripe's Checkout does.
  if (!answers.some(([status]) => /^[23]/.test(status))) problems.push('no 2xx or 3xx answer');
  const failures = answers.filter(([status]) => status.startsWith('4'));
  if (!failures.some(([, answer]) => isApiError(answer.content?.['application/json']?.schema))) {
    problems.push('no 4xx answer with ApiErrorSchema');
  }
  for (const [status, answer] of failures) {
    // HTML pages (the local payment page's 410) may answer a 4xx in HTML; every JSON one is the error shape.
    const json = answer.content?.['application/json'];
    if (json && !isApiError(json.schema)) problems.push(`${status} is JSON but not ApiErrorSchema`);
  }
  return problems.map((problem) => `${where}: ${problem}`);
}

let t: TestApp;
let document: Document;
const operations: { path: string; method: string; operation: Operation }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) operations.push({ path, method, operation });
    }
  }
});
afterAll(async () => {
  await t.close();
});

test('the document covers the routes, the development ones included', () => {
  const routes = operations.map(({ path, method }) => `${method.toUpperCase()} ${path}`);
  expect(routes.length).toBeGreaterThan(100);
  expect(routes).toEqual(
    expect.arrayContaining(['GET /api/health', 'POST /api/auth/login', 'POST /api/shop/payments/local/{sessionId}', 'GET /api/dev/idp/jwks.json']),
  );
});

test('every operation has an operationId, a summary, a tag, its security, a success answer and 4xx answers with ApiErrorSchema', () => {
  expect(operations.flatMap(({ path, method, operation }) => problemsOf(document, path, method, operation))).toEqual([]);
});

test('operationIds are unique', () => {
  const ids = operations.map(({ operation }) => operation.operationId);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});

test('the document names its server: the origin that serves it, the paths carrying /api', () => {
  expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
});

test('the check finds what a route lacks', () => {
  const bare: Operation = { responses: { 200: { description: 'OK' }, 404: { content: { 'application/json': { schema: { type: 'object' } } } } } };
  expect(problemsOf(document, '/api/x', 'get', bare)).toEqual([
    'GET /api/x: no operationId',
    'GET /api/x: no summary',
    'GET /api/x: no tag',
    'GET /api/x: no security (`[]` when public)',
    'GET /api/x: no 4xx answer with ApiErrorSchema',
    'GET /api/x: 404 is JSON but not ApiErrorSchema',
  ]);
  expect(problemsOf(document, '/api/x', 'post', { operationId: 'x', summary: 'x', tags: ['x'], security: [{ nobody: [] }], responses: {} })).toEqual([
    'POST /api/x: security names an unknown scheme nobody',
    'POST /api/x: no 2xx or 3xx answer',
    'POST /api/x: no 4xx answer with ApiErrorSchema',
  ]);
});
