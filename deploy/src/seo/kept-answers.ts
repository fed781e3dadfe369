/** How long an answer of the API is served before it is asked again (decision 0034). */
export const ANSWER_FRESH_MS = 60_000;

export interface KeptAnswers<T> {
  /**
   * The answer for `key`, asked with `ask` at most once at a time whatever the number
   * of callers. Only the first read of a key waits: once an answer is `freshMs` old it
   * is still given while the next is asked for, so no page waits on the API again and a
   * change shows within `freshMs` and one request. When asking fails the last good
   * answer stays; with none yet, the read fails.
   */
  read(key: string, ask: () => Promise<T>): Promise<T>;
}

/**
 * The gateway's copies of what the API answered (the sitemap's data, each page's
 * entity), fresh for `freshMs`, at most `maxKeys` of them: past it the oldest copy
 * read goes first, so a crawler walking every page cannot grow the memory without end.
 */
export function createKeptAnswers<T>({ freshMs = ANSWER_FRESH_MS, maxKeys = 5_000, now = Date.now }: { freshMs?: number; maxKeys?: number; now?: () => number } = {}): KeptAnswers<T> {
  // A Map keeps insertion order: a key read is moved to the end, the first is the oldest.
  const kept = new Map<string, { at: number; value: T }>();
  const inFlight = new Map<string, Promise<T>>();

  const keep = (key: string, value: T) => {
    kept.delete(key);
    kept.set(key, { at: now(), value });
    if (kept.size > maxKeys) kept.delete(kept.keys().next().value as string);
  };

  return {
    read(key, ask) {
      const copy = kept.get(key);
      if (copy) {
        kept.delete(key);
        kept.set(key, copy);
        if (now() - copy.at < freshMs) return Promise.resolve(copy.value);
      }
      let asking = inFlight.get(key);
      if (!asking) {
        asking = ask()
          .then((value) => {
            keep(key, value);
            return value;
          })
          .catch((error: unknown) => {
            const last = kept.get(key);
            if (last) return last.value;
            throw error;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, asking);
      }
      return copy ? Promise.resolve(copy.value) : asking;
    },
  };
}
