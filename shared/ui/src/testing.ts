import { createElement, Fragment } from 'react';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { UiRoot } from './ui-root.tsx';

/**
 * Renders a component the way the site hosts it (theme, global styles, a router at
 * `route`), for component tests in any app. i18n is not started here: mock
 * `@salon/platform` (see `@salon/i18n/testing`) and `await initI18n()` in `beforeAll`.
 */
export function renderWithUi(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(createElement(UiRoot, null, createElement(MemoryRouter, { initialEntries: [route] }, ui)));
}

/**
 * Renders a remote's `./routes` at `path` the way the shell mounts it: under a root
 * splat, beside a home page that is an `<h1>Home</h1>`, so a redirect to `/` shows
 * "Home". `location()` is where the router is now, for asserting redirects (inside
 * `waitFor` when a redirect happens in an effect).
 *
 * @example
 * const { location } = renderRoutes(<BlogRoutes store={createBlogStore()} />, '/blog/a/b/c');
 * await waitFor(() => expect(location().pathname).toBe('/'));
 */
export function renderRoutes(routes: ReactElement, path: string): RenderResult & { location: () => Location } {
  let current: Location | undefined;
  function LocationSpy() {
    current = useLocation();
    return null;
  }
  const result = renderWithUi(
    createElement(
      Fragment,
      null,
      createElement(
        Routes,
        null,
        createElement(Route, { path: '/', element: createElement('h1', null, 'Home') }),
        createElement(Route, { path: '*', element: routes }),
      ),
      createElement(LocationSpy),
    ),
    { route: path },
  );
  return {
    ...result,
    location: () => {
      // render() is synchronous, so the spy has run by now; this only narrows the type.
      if (!current) throw new Error('renderRoutes: the location spy did not render');
      return current;
    },
  };
}

/**
 * Installs a `matchMedia` that answers min-width/max-width queries for a given window
 * width and notifies listeners when `resize(width)` changes it.
 */
export function mockViewport(initialWidth: number): { resize: (width: number) => void; restore: () => void } {
  let width = initialWidth;
  const original = window.matchMedia;
  const lists = new Set<{ query: string; listeners: Set<() => void>; last: boolean }>();

  const evaluate = (query: string): boolean =>
    query.split(/\s+and\s+/).every((part) => {
      const match = /\((min|max)-width:\s*([\d.]+)px\)/.exec(part);
      if (!match) return false;
      const limit = Number(match[2]);
      return match[1] === 'min' ? width >= limit : width <= limit;
    });

  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<() => void>(), last: evaluate(query) };
    lists.add(entry);
    const list = {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
      addListener: (listener: () => void) => entry.listeners.add(listener),
      removeListener: (listener: () => void) => entry.listeners.delete(listener),
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  };

  return {
    resize(next: number) {
      width = next;
      lists.forEach((entry) => {
        const now = evaluate(entry.query);
        if (now !== entry.last) {
          entry.last = now;
          entry.listeners.forEach((listener) => listener());
        }
      });
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

/**
 * The page's JSON-LD items, parsed, in the order of their scripts in `document.head`:
 * `useDocumentMeta` writes one `<script type="application/ld+json">` per item, as the
 * gateway does, so a test reads them all rather than the first script.
 *
 * @example expect(structuredDataItems().find((item) => item['@type'] === 'Product')).toMatchObject({ name: 'Szampon' });
 */
export function structuredDataItems(): Record<string, unknown>[] {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
}
