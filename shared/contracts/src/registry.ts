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

/** /metadata: polled every 60 s; a different `buildTimestamp` than at boot shows the refresh prompt. */
export const MetadataSchema = Type.Object({ buildTimestamp: Type.String() });
export type Metadata = Static<typeof MetadataSchema>;
