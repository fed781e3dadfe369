import { useEffect, useState } from 'react';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ApiError } from '@salon/contracts/api';
import type { BlogAnswer, BlogPath, BlogPsData, BlogQuery } from '@salon/contracts/blog-api';
import { createBaseQuery, useCurrentLanguage } from '@salon/platform';
import { blogCall } from './blog-call.ts';

/** How long an answer is reused before a widget mounted again asks anew (RTK Query's default). */
export const BLOG_READ_REUSE_MS = 60_000;

interface ReadResult {
  data?: BlogAnswer<unknown>;
  error?: ApiError;
}

interface CachedRead {
  result: Promise<ReadResult>;
  at: number;
}

const baseQuery = createBaseQuery();
const reads = new Map<string, CachedRead>();

/** One call per key at a time; an answer is kept `BLOG_READ_REUSE_MS`, a failure not at all. */
function read(key: string, path: BlogPath, params: BlogQuery | undefined, fresh: boolean): Promise<ReadResult> {
  const cached = reads.get(key);
  if (cached && !fresh && Date.now() - cached.at < BLOG_READ_REUSE_MS) return cached.result;
  // One page's widgets share the call: no caller may abort it.
  const api = { signal: new AbortController().signal } as BaseQueryApi;
  const result: Promise<ReadResult> = Promise.resolve(baseQuery(blogCall(path, params), api, {})).then((answer) => {
    // A failure is not kept (unless a newer call has taken its place meanwhile).
    if (answer.error && reads.get(key)?.result === result) reads.delete(key);
    return answer.error ? { error: answer.error } : { data: answer.data as BlogAnswer<unknown> };
  });
  reads.set(key, { result, at: Date.now() });
  return result;
}

export interface BlogRead<T> {
  data?: BlogAnswer<T>;
  /** No answer yet for this path, parameters and language. */
  isLoading: boolean;
  isError: boolean;
  /** Asks again, e.g. from a retry button after a failure. */
  refetch: () => void;
}

/**
 * A blog read for the home page's widgets, in the current language: the same GET
 * /api/blog call as `useBlogQuery`, without RTK Query. The widgets are the only blog
 * code on /home, and RTK Query with Redux, immer and reselect would be about 39 KiB of
 * that page's first load for four reads (decision 0033). Widgets on one page share one
 * call per path; the blog's own pages keep RTK Query and its cache.
 */
export function useBlogRead<P extends BlogPath>(path: P, params?: BlogQuery): BlogRead<BlogPsData[P]> {
  const language = useCurrentLanguage();
  const key = JSON.stringify([path, params ?? null, language]);
  const [state, setState] = useState<{ key: string } & ReadResult>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void read(key, path, params, attempt > 0).then((result) => {
      if (live) setState({ key, ...result });
    });
    return () => {
      live = false;
    };
    // `key` stands for path, params and language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const current = state?.key === key ? state : undefined;
  return {
    data: current?.data as BlogAnswer<BlogPsData[P]> | undefined,
    isLoading: !current,
    isError: Boolean(current?.error),
    refetch: () => setAttempt((value) => value + 1),
  };
}

/** For tests: forget every kept answer. */
export function resetBlogReadsForTests(): void {
  reads.clear();
}
