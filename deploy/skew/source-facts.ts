import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * What crosses the boundary between the shell and a remote at run time, read from a
 * source tree (the working tree, or a commit's tree extracted by contract-diff.ts):
 *
 * - the `@salon/platform` exports a remote's bundle calls. The platform is a federation
 *   singleton and the shell's copy is the one that runs (shareStrategy loaded-first), so a
 *   name the shell's copy lacks is `undefined` in the remote. Counted: the imports of the
 *   remote's own source (mfe-<name>/src, tests and test helpers left out) and of the
 *   shared packages' files it bundles (@salon/ui, @salon/forms, …: each bundled by the
 *   remote), followed name by name through their barrels, as the bundler's tree shaking
 *   does (sideEffects: false): importing `Button` from @salon/ui does not bring in
 *   RemoteErrorBoundary's imports.
 * - the bus events it emits or listens to: `bus.emit('x', …)`, `bus.on`, `bus.onHeld`,
 *   `bus.last`, `useBusEvent('x', …)`.
 *
 * Parsed with the TypeScript compiler's parser (no type checking, so a tree of any
 * commit reads the same way).
 */

/** The platform as a shell build provides it, and the events its contracts declare. */
export interface ShellSurface {
  /** Every name `@salon/platform` exports (values and types). */
  platformExports: Set<string>;
  /** The events of `BusEvents` in `@salon/contracts/events`. */
  events: Set<string>;
}

/** Where a name is used: files relative to the tree's root, in the order met. */
export type Uses = Map<string, string[]>;

/** What a remote's bundle takes from the shell at run time. */
export interface RemoteUses {
  /** `@salon/platform` value imports, by name. */
  platform: Uses;
  /** Events emitted, by name. */
  emits: Uses;
  /** Events listened to (on, onHeld, useBusEvent) or read (last), by name. */
  listens: Uses;
  /** Bus calls whose event name is not a literal (the check cannot name them): `file:line`. */
  unresolved: string[];
}

const PLATFORM = '@salon/platform';
const SOURCE = /\.(ts|tsx)$/;
/**
 * Files of an app's src that never reach its bundle: tests, and the helpers only tests
 * import (folders named test, *-fixtures, testing.ts, test-support.ts, declarations).
 */
const NOT_BUNDLED = /(\.test\.tsx?$|\.d\.ts$|(^|\/)(test|__tests__)\/|test-fixtures\.tsx?$|(^|\/)testing\.tsx?$|test-support\.tsx?$)/;

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

function add(uses: Uses, name: string, where: string): void {
  const list = uses.get(name);
  if (!list) uses.set(name, [where]);
  else if (!list.includes(where)) list.push(where);
}

function walkFiles(dir: string, root: string, out: string[]): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') walkFiles(full, root, out);
    } else if (SOURCE.test(entry.name) && !NOT_BUNDLED.test(path.relative(root, full).split(path.sep).join('/'))) {
      out.push(full);
    }
  }
  return out;
}

/** The name of an import or export specifier's module as written. */
function moduleName(node: ts.ImportDeclaration | ts.ExportDeclaration): string | undefined {
  return node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
}

/** The workspace packages of a tree: `@salon/ui` → `<root>/shared/ui`, read from their package.json. */
function workspacePackages(root: string): Map<string, string> {
  const packages = new Map<string, string>();
  const shared = path.join(root, 'shared');
  if (!fs.existsSync(shared)) return packages;
  for (const entry of fs.readdirSync(shared, { withFileTypes: true })) {
    const manifest = path.join(shared, entry.name, 'package.json');
    if (!entry.isDirectory() || !fs.existsSync(manifest)) continue;
    const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
    if (name) packages.set(name, path.join(shared, entry.name));
  }
  return packages;
}

/** A file as written, or with the extensions the bundler tries. */
function existingFile(candidate: string): string | undefined {
  for (const file of [candidate, `${candidate}.ts`, `${candidate}.tsx`, path.join(candidate, 'index.ts'), path.join(candidate, 'index.tsx')]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  // `./x.ts` written for a `.tsx` file (and the other way round) as the bundler allows.
  const swapped = candidate.replace(/\.ts$/, '.tsx');
  return swapped !== candidate && fs.existsSync(swapped) ? swapped : undefined;
}

/**
 * The file a workspace package's specifier names (`@salon/ui`, `@salon/ui/home-widgets`),
 * through the package's `exports` (`"."` and `"./*"` patterns); undefined for anything
 * outside the workspace (react, …) and for @salon/platform itself, which is shared.
 */
function resolvePackage(specifier: string, packages: Map<string, string>): string | undefined {
  const match = /^(@salon\/[^/]+)(\/.*)?$/.exec(specifier);
  if (!match) return undefined;
  const dir = packages.get(match[1]!);
  if (!dir) return undefined;
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports?: Record<string, string> | string };
  const sub = match[2] ? `.${match[2]}` : '.';
  const exportsMap = typeof manifest.exports === 'string' ? { '.': manifest.exports } : (manifest.exports ?? { '.': './src/index.ts' });
  let target = exportsMap[sub];
  if (!target) {
    for (const [pattern, to] of Object.entries(exportsMap)) {
      const star = pattern.indexOf('*');
      if (star < 0) continue;
      const prefix = pattern.slice(0, star);
      const suffix = pattern.slice(star + 1);
      if (sub.startsWith(prefix) && sub.endsWith(suffix) && sub.length >= prefix.length + suffix.length) {
        target = to.replace('*', sub.slice(prefix.length, sub.length - suffix.length));
        break;
      }
    }
  }
  return target ? existingFile(path.join(dir, target)) : undefined;
}

/** The string literals an event-name argument can be (`a ? 'x' : 'y'` gives both); undefined when not literal. */
function literalNames(node: ts.Expression): string[] | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalNames(node.expression);
  if (ts.isConditionalExpression(node)) {
    const a = literalNames(node.whenTrue);
    const b = literalNames(node.whenFalse);
    return a && b ? [...a, ...b] : undefined;
  }
  return undefined;
}

/** Requested names of a module: a set, or every export ('*'). */
type Wanted = Set<string> | '*';

/**
 * What the bundle of `app` (`mfe-booking`, `shell`) in the tree at `root` takes from the
 * shell at run time: its platform imports and bus events, its own source's and those of
 * the shared packages' files it reaches.
 */
export function readRemoteUses(root: string, app: string): RemoteUses {
  const uses: RemoteUses = { platform: new Map(), emits: new Map(), listens: new Map(), unresolved: [] };
  const packages = workspacePackages(root);
  const sideEffectFree = new Set(
    [...packages.values()].filter((dir) => (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { sideEffects?: unknown }).sideEffects === false),
  );
  /** Whether the bundler drops what `file` re-exports and nobody asked for (its package says `sideEffects: false`). */
  const treeShaken = (file: string) => [...sideEffectFree].some((dir) => file.startsWith(`${dir}${path.sep}`));
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  /** The names asked of each shared file so far ('*': all), and files whose own code was read. */
  const asked = new Map<string, Wanted>();
  const read = new Set<string>();
  const queue: Array<[string, Wanted]> = [];

  const want = (file: string, names: Wanted) => {
    const before = asked.get(file);
    if (before === '*') return;
    // A package that does not declare itself free of side effects is bundled module by
    // module as imported, re-exports and all: every name of a module it reaches.
    if (names === '*' || !treeShaken(file)) {
      asked.set(file, '*');
      queue.push([file, '*']);
      return;
    }
    const known = before ?? new Set<string>();
    const added = [...names].filter((name) => !known.has(name));
    if (before && added.length === 0) return;
    asked.set(file, new Set([...known, ...added]));
    // An empty set: imported for its side effects only; its own code is read.
    queue.push([file, new Set(added)]);
  };

  /** The module an import names, when the bundle takes it from this tree (a workspace package or a relative file). */
  const resolve = (from: string, specifier: string): string | undefined => {
    if (specifier.startsWith('.')) return existingFile(path.resolve(path.dirname(from), specifier));
    if (specifier === PLATFORM || specifier.startsWith(`${PLATFORM}/`)) return undefined;
    return resolvePackage(specifier, packages);
  };

  /** Reads a file's own code once: its platform imports and bus calls, and asks for what it imports. */
  const readOwnCode = (file: string, source: ts.SourceFile) => {
    if (read.has(file)) return;
    read.add(file);
    const where = rel(file);
    /** Local names bound to the platform's `bus` and `useBusEvent`, and namespace imports of it. */
    const busNames = new Set<string>();
    const hookNames = new Set<string>();
    const namespaces = new Set<string>();
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) {
        const specifier = moduleName(statement);
        const clause = statement.importClause;
        if (!specifier) continue;
        if (specifier === PLATFORM) {
          if (!clause || clause.isTypeOnly) continue;
          if (clause.name) add(uses.platform, 'default', where);
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements) {
              if (element.isTypeOnly) continue;
              const imported = (element.propertyName ?? element.name).text;
              add(uses.platform, imported, where);
              if (imported === 'bus') busNames.add(element.name.text);
              if (imported === 'useBusEvent') hookNames.add(element.name.text);
            }
          }
          continue;
        }
        const target = resolve(file, specifier);
        if (!target) continue;
        if (!clause) {
          want(target, new Set()); // imported for its side effects: its own code runs
          continue;
        }
        if (clause.isTypeOnly) continue;
        const names = new Set<string>();
        if (clause.name) names.add('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) {
          want(target, '*');
          continue;
        }
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
        }
        if (names.size > 0) want(target, names);
      }
    }
    const visit = (node: ts.Node) => {
      // import('…'): the whole module, when it is one of this tree's.
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteral(argument)) {
          if (argument.text === PLATFORM) add(uses.platform, '*', where);
          const target = resolve(file, argument.text);
          if (target) want(target, '*');
        }
      }
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
        add(uses.platform, node.name.text, where);
        if (node.name.text === 'bus') busNames.add(`${node.expression.text}.bus`);
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        let kind: 'emits' | 'listens' | undefined;
        if (ts.isPropertyAccessExpression(callee) && busNames.has(callee.expression.getText(source))) {
          const method = callee.name.text;
          if (method === 'emit') kind = 'emits';
          else if (method === 'on' || method === 'onHeld' || method === 'last') kind = 'listens';
        } else if (ts.isIdentifier(callee) && hookNames.has(callee.text)) {
          kind = 'listens';
        }
        if (kind) {
          const [first] = node.arguments;
          const names = first ? literalNames(first) : undefined;
          if (names) for (const name of names) add(uses[kind], name, where);
          else uses.unresolved.push(`${where}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  };

  /** A shared module asked for `names`: its own code, and the re-exports that give those names. */
  const readModule = (file: string, names: Wanted) => {
    const source = parse(file);
    // Re-exports are followed for the names asked only; everything else in the file is its own code.
    let ownCodeNeeded = names === '*' || names.size === 0;
    const reexported = new Set<string>();
    for (const statement of source.statements) {
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
      if (statement.isTypeOnly) continue;
      const specifier = moduleName(statement);
      if (!specifier) continue;
      const clause = statement.exportClause;
      const isPlatform = specifier === PLATFORM;
      const target = isPlatform ? undefined : resolve(file, specifier);
      if (!clause) {
        // export * from '…': whichever asked names it has.
        if (isPlatform) {
          if (names === '*') add(uses.platform, '*', rel(file));
          else for (const name of names) add(uses.platform, name, rel(file));
        } else if (target) {
          want(target, names === '*' ? '*' : new Set(names));
        }
        continue;
      }
      if (ts.isNamespaceExport(clause)) {
        reexported.add(clause.name.text);
        if (names === '*' || names.has(clause.name.text)) {
          if (isPlatform) add(uses.platform, '*', rel(file));
          else if (target) want(target, '*');
        }
        continue;
      }
      for (const element of clause.elements) {
        if (element.isTypeOnly) continue;
        const exported = element.name.text;
        const original = (element.propertyName ?? element.name).text;
        reexported.add(exported);
        if (names !== '*' && !names.has(exported)) continue;
        if (isPlatform) add(uses.platform, original, rel(file));
        else if (target) want(target, new Set([original]));
      }
    }
    // A name asked that no re-export gives is the file's own: its code is bundled.
    if (names !== '*' && [...names].some((name) => !reexported.has(name))) ownCodeNeeded = true;
    if (ownCodeNeeded) readOwnCode(file, source);
  };

  // The app's own source is bundled whole (its entry points and exposed modules reach it).
  const appFiles = walkFiles(path.join(root, app, 'src'), root, []);
  for (const file of appFiles) asked.set(file, '*');
  for (const file of appFiles) readModule(file, '*');
  while (queue.length > 0) {
    const [file, names] = queue.shift()!;
    readModule(file, names);
  }
  return uses;
}

/** The exports of a module file, following `export *` and `export … from` (values and types). */
function moduleExports(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = parse(file);
  const hasExport = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const isDefault = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (!clause) {
        const specifier = moduleName(statement);
        const target = specifier?.startsWith('.') ? existingFile(path.resolve(path.dirname(file), specifier)) : undefined;
        if (target) for (const name of moduleExports(target, seen)) if (name !== 'default') names.add(name);
      } else if (ts.isNamespaceExport(clause)) {
        names.add(clause.name.text);
      } else {
        for (const element of clause.elements) names.add(element.name.text);
      }
    } else if (ts.isExportAssignment(statement)) {
      names.add('default');
    } else if (hasExport(statement)) {
      if (isDefault(statement)) names.add('default');
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
          else for (const element of declaration.name.elements) if (ts.isBindingElement(element) && ts.isIdentifier(element.name)) names.add(element.name.text);
        }
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement) ||
          ts.isModuleDeclaration(statement)) &&
        statement.name &&
        ts.isIdentifier(statement.name)
      ) {
        names.add(statement.name.text);
      }
    }
  }
  return names;
}

/** The members of `BusEvents` (an interface or a type literal) in a contracts events file. */
function busEvents(file: string): Set<string> {
  const events = new Set<string>();
  const source = parse(file);
  const members = (list: ts.NodeArray<ts.TypeElement>) => {
    for (const member of list) {
      if (ts.isPropertySignature(member) && (ts.isStringLiteral(member.name) || ts.isIdentifier(member.name))) events.add(member.name.text);
    }
  };
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) && statement.name.text === 'BusEvents') members(statement.members);
    if (ts.isTypeAliasDeclaration(statement) && statement.name.text === 'BusEvents' && ts.isTypeLiteralNode(statement.type)) members(statement.type.members);
  }
  return events;
}

/**
 * What a shell built from the tree at `root` provides: its `@salon/platform`'s exports
 * (the copy every remote runs on) and the events of its `@salon/contracts/events`.
 * Throws when the tree has neither package where the workspace keeps them.
 */
export function readShellSurface(root: string): ShellSurface {
  const packages = workspacePackages(root);
  const platformEntry = resolvePackage(PLATFORM, packages);
  const eventsFile = resolvePackage('@salon/contracts/events', packages);
  if (!platformEntry) throw new Error(`${root}: no ${PLATFORM} (shared/platform with its package.json)`);
  if (!eventsFile) throw new Error(`${root}: no @salon/contracts/events`);
  return { platformExports: moduleExports(platformEntry), events: busEvents(eventsFile) };
}
