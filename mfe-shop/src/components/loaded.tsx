import type { ReactNode } from 'react';
import { PageSkeleton } from '@salon/ui';
import { LoadProblem, type LoadProblemProps } from './load-problem.tsx';

/** The part of an RTK Query result a page of one thing reads. */
interface OneThing<T> {
  currentData?: T;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface LoadedProps<T> {
  query: OneThing<T>;
  kind: LoadProblemProps['kind'];
  children: (data: T) => ReactNode;
}

/** A page of one thing (a product, a voucher): the page's placeholder while it loads, `LoadProblem` if it does not, else the page. */
export function Loaded<T>({ query, kind, children }: LoadedProps<T>) {
  if (query.currentData) return children(query.currentData);
  if (query.isError) return <LoadProblem error={query.error} kind={kind} onRetry={() => void query.refetch()} />;
  return <PageSkeleton />;
}
