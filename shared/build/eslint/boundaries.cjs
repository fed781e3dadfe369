// Boundary rules of STYLE.md, checked on resolved paths so `../../mfe-blog/...` and
// `mfe-blog` are caught alike. Each message says why the boundary exists.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const APPS = /^(shell|mfe-[a-z]+)$/;

/** Where a file lives: { kind: 'app' | 'shared' | 'deploy' | 'other', name, feature? } */
function classify(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === '..' || rel.length === 0) return { kind: 'other' };
  if (APPS.test(rel[0])) {
    const featureAt = rel.indexOf('features');
    return { kind: 'app', name: rel[0], feature: featureAt > 0 && rel[featureAt - 1] === 'src' ? rel[featureAt + 1] : undefined };
  }
  if (rel[0] === 'shared' && rel[1]) return { kind: 'shared', name: rel[1] };
  if (rel[0] === 'deploy') return { kind: 'deploy', name: 'deploy' };
  return { kind: 'other' };
}

function targetOf(source, fromFile) {
  if (source.startsWith('.')) return classify(path.resolve(path.dirname(fromFile), source));
  if (APPS.test(source.split('/')[0])) return { kind: 'app', name: source.split('/')[0] };
  if (source === 'deploy' || source.startsWith('deploy/')) return { kind: 'deploy', name: 'deploy' };
  if (source.startsWith('@salon/')) return { kind: 'shared', name: source.split('/')[1], viaPackage: true };
  return null;
}

const messages = {
  appToApp:
    'Apps never import other apps ({{from}} → {{to}}): remotes talk over the event bus and URLs so each team can build and ship alone.',
  sharedToApp:
    'Shared packages never import apps ({{from}} → {{to}}): every app depends on shared/, so this would be a cycle through deploys.',
  contractsImport:
    '@salon/contracts imports nothing internal: it is the boundary every package compiles against.',
  sharedByPath:
    'Import @salon/{{to}} by its package name, not by a path into shared/: the package.json exports are its public surface.',
  crossFeature:
    'Feature "{{from}}" reaches into feature "{{to}}": features do not import each other; move the shared piece to src/components or src/lib.',
};

const boundaries = {
  meta: { type: 'problem', messages, schema: [] },
  create(context) {
    const file = context.filename;
    const from = classify(file);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const to = targetOf(source, file);
      if (!to || to.kind === 'other') return;
      if (from.kind === 'app' && to.kind === 'app' && to.name !== from.name) {
        context.report({ node, messageId: 'appToApp', data: { from: from.name, to: to.name } });
      } else if (from.kind === 'shared' && (to.kind === 'app' || to.kind === 'deploy')) {
        context.report({ node, messageId: 'sharedToApp', data: { from: from.name, to: to.name } });
      } else if (from.kind === 'shared' && from.name === 'contracts' && to.kind === 'shared' && to.name !== 'contracts') {
        context.report({ node, messageId: 'contractsImport' });
      } else if (to.kind === 'shared' && !to.viaPackage && !(from.kind === 'shared' && from.name === to.name)) {
        context.report({ node, messageId: 'sharedByPath', data: { to: to.name } });
      } else if (from.kind === 'app' && to.kind === 'app' && from.feature && to.feature && from.feature !== to.feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.feature, to: to.feature } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

module.exports = { rules: { boundaries }, boundaries };
