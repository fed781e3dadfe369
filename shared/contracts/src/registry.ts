import { Type, type Static } from '@sinclair/typebox';
import { REMOTE_NAMES, type RemoteName } from './remotes.ts';

/**
 * /registry.json: which immutable version of each remote is live. The shell fetches it
 * (never cached) at boot and registers each entry with the federation runtime; rolling
 * back a remote is pointing its entry at an older folder.
 */
export const RegistryEntrySchema = Type.Object({
  /** URL of the remote's mf-manifest.json, usually `/remotes/<name>/<version>/mf-manifest.json`. */
  entry: Type.String({ minLength: 1 }),
  version: Type.String({ minLength: 1 }),
  /**
   * A newer version live for `percent` of visitors (canary.ts resolves which; decision
   * 0038); the rest load `entry`. A reader that does not know it loads `entry`: a shell
   * or embed loader built before canaries keeps working, on the stable version.
   */
  canary: Type.Optional(
    Type.Object({
      entry: Type.String({ minLength: 1 }),
      version: Type.String({ minLength: 1 }),
      // 0.01 % steps: the buckets of canary.ts.
      percent: Type.Number({ minimum: 0.01, maximum: 99.99 }),
    }),
  ),
});

export const RegistrySchema = Type.Object({
  /** Changes whenever any entry changes; the version poll compares it. */
  revision: Type.String(),
  updatedAt: Type.String(),
  /**
   * Partial on purpose: a registry missing one remote still brings up every other one;
   * the missing remote's slot shows its fallback.
   */
  remotes: Type.Partial(
    Type.Object(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, RegistryEntrySchema])) as Record<
        RemoteName,
        typeof RegistryEntrySchema
      >,
    ),
  ),
});

export type RegistryEntry = Static<typeof RegistryEntrySchema>;
export type Registry = Static<typeof RegistrySchema>;

/**
 * The id of the data block (`<script type="application/json">`) in which the gateway
 * writes the live registry into the shell's page, the same object `/registry.json`
 * answers, so the shell registers its remotes without waiting for that request (issue
 * 20). A page without it (nginx serves index.html as a file) fetches /registry.json.
 */
export const REGISTRY_ELEMENT_ID = 'salon-registry';

/** The data block of the registry for a page's head; `<` escaped so no text can end the element. */
export function registryDataBlock(registry: Registry): string {
  return `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${JSON.stringify(registry).replace(/</g, '\\u003c')}</script>`;
}

/** /metadata: polled every 60 s; a different `buildTimestamp` than at boot shows the refresh prompt. */
export const MetadataSchema = Type.Object({ buildTimestamp: Type.String() });
export type Metadata = Static<typeof MetadataSchema>;
