/**
 * A small in-process cache of values that change rarely, each kept `ttlMs` from the
 * moment it was asked for, on a clock the caller gives (the app's clock, so that tests
 * which fix the time control expiry too). Values load in batches: the keys missing at
 * one call load together, and a key already loading is awaited, not asked for again,
 * so that a burst of requests after an expiry makes one query, not one each.
 *
 * What a load does not find is not kept (the next call asks again): ids nobody has,
 * sent by mistake or on purpose, cannot fill the cache. A failed load is not kept
 * either. `clear()` drops everything, loads in flight included: a caller that started
 * before it may still get the older value, every call after it reads again.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { loadedAt: number; value: Promise<V | undefined> }>();

  constructor(
    private readonly options: {
      ttlMs: number;
      /** Epoch milliseconds now. */
      now: () => number;
      /** More keys than this and the cache starts again empty (a guard, not an eviction policy). */
      maxEntries: number;
    },
  ) {}

  /** The values of the keys that exist, loading the missing and expired ones with one call of `load`. */
  async getMany(keys: readonly K[], load: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
    const now = this.options.now();
    let missing = [
      ...new Set(
        keys.filter((key) => {
          const entry = this.entries.get(key);
          // A clock set back (tests do) makes an entry's age negative: read it again too.
          return !entry || now - entry.loadedAt >= this.options.ttlMs || now < entry.loadedAt;
        }),
      ),
    ];
    if (missing.length > 0 && this.entries.size + missing.length > this.options.maxEntries) {
      this.entries.clear();
      missing = [...new Set(keys)];
    }
    if (missing.length > 0) {
      const batch = load(missing);
      for (const key of missing) {
        const value = batch.then((found) => found.get(key));
        const entry = { loadedAt: now, value };
        this.entries.set(key, entry);
        // Keep only what was found; a newer entry (after clear() or another load) stays.
        value.then(
          (found) => {
            if (found === undefined && this.entries.get(key) === entry) this.entries.delete(key);
          },
          () => {
            if (this.entries.get(key) === entry) this.entries.delete(key);
          },
        );
      }
    }
    const values = await Promise.all(keys.map((key) => this.entries.get(key)!.value));
    const result = new Map<K, V>();
    keys.forEach((key, i) => {
      const value = values[i];
      if (value !== undefined) result.set(key, value);
    });
    return result;
  }

  /** One key's value (undefined when the load does not find it). */
  async get(key: K, load: (key: K) => Promise<V | undefined>): Promise<V | undefined> {
    const found = await this.getMany([key], async ([missing]) => {
      const value = await load(missing!);
      return new Map(value === undefined ? [] : [[missing!, value]]);
    });
    return found.get(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
