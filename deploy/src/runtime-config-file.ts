import fs from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import { DEFAULT_RUNTIME_CONFIG, RuntimeConfigSchema, type RuntimeConfig } from '@salon/contracts';

/** The runtime-configuration file cannot be used; the message says which key and why. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeInto(base: unknown, override: unknown, at: string): unknown {
  // Arrays, scalars and null replace the default; only objects merge key by key.
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    // A misspelt key ("maintenence") would otherwise be ignored silently, and the
    // maintenance page ops meant to switch on would never show.
    if (!(key in base)) throw new RuntimeConfigError(`unknown key "${at}${key}"`);
    merged[key] = mergeInto(base[key], value, `${at}${key}.`);
  }
  return merged;
}

/**
 * `DEFAULT_RUNTIME_CONFIG` deep-merged with `override` (objects merge, anything else
 * replaces), then validated against `RuntimeConfigSchema`. Throws RuntimeConfigError
 * for an unknown key or a value of the wrong type.
 */
export function mergeRuntimeConfig(override: unknown): RuntimeConfig {
  if (!isPlainObject(override)) throw new RuntimeConfigError('must be a JSON object');
  const merged = mergeInto(DEFAULT_RUNTIME_CONFIG, override, '');
  if (!Value.Check(RuntimeConfigSchema, merged)) {
    const problems = [...Value.Errors(RuntimeConfigSchema, merged)]
      .slice(0, 3)
      .map((e) => `${e.path} ${e.message}`)
      .join('; ');
    throw new RuntimeConfigError(problems);
  }
  return merged;
}

/** Reads and merges `file`; without a file, the contract's defaults. */
export function loadRuntimeConfig(file: string | undefined): RuntimeConfig {
  if (file === undefined) return DEFAULT_RUNTIME_CONFIG;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new RuntimeConfigError(`cannot read ${file}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RuntimeConfigError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  try {
    return mergeRuntimeConfig(json);
  } catch (error) {
    throw new RuntimeConfigError(`${file} is not a valid runtime configuration: ${(error as Error).message}`);
  }
}

/**
 * A reader of the runtime configuration that notices edits: ops switch maintenance on
 * by editing the file, with no restart. The file is checked once at creation (an
 * invalid file throws, so the gateway refuses to start); an edit that breaks it later
 * is reported once through `onInvalid` and the last good configuration stays served.
 */
export function createRuntimeConfigReader(
  file: string | undefined,
  onInvalid: (message: string) => void,
): () => RuntimeConfig {
  let current = loadRuntimeConfig(file);
  if (file === undefined) return () => current;
  const stamp = (): string => {
    try {
      const stat = fs.statSync(file);
      return `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return 'missing';
    }
  };
  let seen = stamp();
  return () => {
    const now = stamp();
    if (now !== seen) {
      seen = now;
      try {
        current = loadRuntimeConfig(file);
      } catch (error) {
        onInvalid(`${(error as Error).message}; still serving the previous configuration`);
      }
    }
    return current;
  };
}
