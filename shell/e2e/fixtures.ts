import type { Page } from '@playwright/test';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@salon/contracts';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

function merge<T>(base: T, patch: DeepPartial<T>): T {
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? merge(current, value as DeepPartial<typeof current>)
        : value;
  }
  return out as T;
}

/** Serves /config.json with the given changes, as ops would by editing the gateway's config. */
export async function withRuntimeConfig(page: Page, patch: DeepPartial<RuntimeConfig>) {
  const config = merge(DEFAULT_RUNTIME_CONFIG, patch);
  await page.route('**/config.json', (route) => route.fulfill({ json: config, headers: { 'cache-control': 'no-store' } }));
}

/** The shell's header landmark (the desktop one, the mobile menu is a dialog). */
export const header = (page: Page) => page.getByRole('banner');
export const footer = (page: Page) => page.getByRole('contentinfo');
