import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startUpSchemasSource } from '../src/start-up-schemas-source.ts';

/**
 * `npm run start-up-schemas -w @salon/contracts`: writes src/start-up-schemas.generated.ts
 * from the TypeBox schemas. Run it after changing the registry, the runtime configuration
 * or the token pair; start-up-schemas.test.ts fails until then.
 */
const target = fileURLToPath(new URL('../src/start-up-schemas.generated.ts', import.meta.url));
writeFileSync(target, startUpSchemasSource());
console.log(`written ${target}`);
