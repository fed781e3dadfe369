import { createRoot } from 'react-dom/client';
import { lazy, Suspense } from 'react';
import { createInstance, getInstance, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
async function main() {
  const reg = await fetch('/registry.json', { cache: 'no-store' }).then((r) => r.json());
  registerRemotes(Object.entries(reg.remotes).map(([name, e]: any) => ({ name, entry: e.entry })));
  const Jobs = lazy(() => loadRemote<any>('jobs/routes') as any);
  createRoot(document.getElementById('root')!).render(<Suspense fallback="..."><Jobs /></Suspense>);
}
main();
