/**
 * localStorage that never throws. Storage can be unavailable (privacy modes, a full
 * quota, a sandboxed iframe on a partner page); the site must keep working, only
 * without persistence. Internal to the package.
 */

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lives for this page only.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: see writeStorage.
  }
}
