import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store as defaultStore, type BlogStore } from '../app/store.ts';

export interface BlogWidgetProps {
  /** Only for tests, which want a fresh store each; the shell renders the widgets without props. */
  store?: BlogStore;
}

/**
 * The frame of each home-page widget the blog remote exposes: the page's one blog store
 * (the one `./routes` uses too), so a widget works mounted alone in the shell and every
 * widget and the blog pages share one cache of answers.
 */
export function BlogWidget({ store = defaultStore, children }: BlogWidgetProps & { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
