const ts = require('typescript');

/**
 * A build-time loader for @salon/contracts (decision 0033). The contracts build their
 * TypeBox schemas at module level (`export const VisitSchema = Type.Object({…})`): the
 * API uses them, while the browser imports those modules for a path, a constant or a
 * type and validates only a few documents. A bundler keeps a top-level call it cannot
 * prove free of side effects, so every app carried schemas it never checks and the
 * TypeBox builder with them.
 *
 * This wraps each top-level `const` whose value makes a call (outside a function it
 * defines) in a pure-marked arrow: `export const A = Type.Object({…})` becomes
 * `export const A = /*#__PURE__*\/ (() => (Type.Object({…})))()`, and so does an object
 * of schemas (`const fields = { id: Type.String() }`). Rspack drops a
 * pure call whose result no one reads, with what only it referenced, and the wrapper
 * is needed because it does not count a call with an object argument as pure even when
 * marked. A schema the browser uses is kept as it was. The contracts' top-level calls
 * only build values (schemas, frozen lists); one with an effect would be dropped by
 * this, so such code does not belong in @salon/contracts. The sources stay as written
 * for the API, which uses every schema anyway.
 *
 * @param {string} source a module of @salon/contracts, TypeScript
 * @returns {string}
 */
function markSchemaCallsPure(source) {
  const file = ts.createSourceFile('contract.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (value && makesCall(value)) edits.push({ start: value.getStart(file), end: value.getEnd() });
    }
  }
  let out = source;
  for (const { start, end } of edits.reverse()) {
    out = `${out.slice(0, start)}/*#__PURE__*/ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
  }
  return out;
}

/**
 * Whether evaluating `node` calls something: a call anywhere in it, except inside a
 * function it defines (which runs later, if ever).
 * @param {import('typescript').Node} node
 * @returns {boolean}
 */
function makesCall(node) {
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  return ts.forEachChild(node, (child) => (makesCall(child) ? true : undefined)) === true;
}

module.exports = function pureSchemasLoader(source) {
  return markSchemaCallsPure(source);
};
module.exports.markSchemaCallsPure = markSchemaCallsPure;
