import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SUBSET = readFileSync(path.join(import.meta.dirname, 'react-router-subset.ts'), 'utf8');

/** The names react-router-subset.ts re-exports. */
function subsetNames(): string[] {
  const list = /export \{([^}]*)\} from '@salon\/react-router-package'/.exec(SUBSET)?.[1] ?? '';
  return list.split(',').map((name) => name.trim()).filter(Boolean);
}

/** Every value (not type) an app or shared package imports from react-router, with the files. */
function importedNames(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const folders = readdirSync(ROOT).filter((dir) => dir === 'shell' || dir.startsWith('mfe-'));
  const sources = [...folders.map((dir) => path.join(ROOT, dir, 'src')), ...readdirSync(path.join(ROOT, 'shared')).map((dir) => path.join(ROOT, 'shared', dir, 'src'))];
  for (const source of sources) {
    let files: string[];
    try {
      files = readdirSync(source, { recursive: true }) as string[];
    } catch {
      continue;
    }
    for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
      const text = readFileSync(path.join(source, file), 'utf8');
      for (const [, list = ''] of text.matchAll(/import (?!type )\{([^}]*)\} from 'react-router';/g)) {
        for (const raw of list.split(',')) {
          const name = raw.trim();
          if (!name || name.startsWith('type ')) continue;
          const [local = name] = name.split(/\s+as\s+/);
          names.set(local, [...(names.get(local) ?? []), path.relative(ROOT, path.join(source, file))]);
        }
      }
    }
  }
  return names;
}

describe('react-router-subset', () => {
  it('re-exports every react-router name the apps import (add a missing one to react-router-subset.ts)', () => {
    const subset = new Set(subsetNames());
    const missing = [...importedNames()].filter(([name]) => !subset.has(name)).map(([name, files]) => `${name} (${files[0]})`);
    expect(missing).toEqual([]);
  });

  it('finds the apps’ imports at all, so the check above cannot pass by reading nothing', () => {
    expect(importedNames().get('useNavigate')?.length).toBeGreaterThan(5);
  });

  it('re-exports only names react-router has', () => {
    const names = subsetNames();
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(reactRouter).toHaveProperty(name);
  });
});
