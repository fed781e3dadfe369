import fs from 'node:fs';
import { createFolderStore } from './folder-store.ts';
import { updateJson } from './object-store.ts';

/**
 * One of the processes of folder-store.test.ts's cross-process test:
 *   node --import tsx folder-store-updater.fixture.ts <root> <key> <name> <count> <go-file>
 * prints `ready`, waits for <go-file> to exist (so that all processes start together),
 * then appends `<name>-0` … `<name>-<count-1>` to the `items` of the JSON at `key`,
 * printing how many attempts each append took.
 */
const [root, key, name, count, goFile] = process.argv.slice(2);
if (!root || !key || !name || !count || !goFile) {
  throw new Error('usage: folder-store-updater.fixture.ts <root> <key> <name> <count> <go-file>');
}
process.stdout.write('ready\n');
while (!fs.existsSync(goFile)) await new Promise((resolve) => setTimeout(resolve, 2));
const store = createFolderStore(root);
for (let i = 0; i < Number(count); i++) {
  const { attempts } = await updateJson<{ items: string[] }>(store, key, (current) => ({ items: [...(current?.items ?? []), `${name}-${i}`] }));
  process.stdout.write(`${attempts}\n`);
}
