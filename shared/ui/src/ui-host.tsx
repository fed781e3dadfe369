import { createContext, useContext } from 'react';

/**
 * Where the shared components live. On the site (the default) dialogs portal to
 * `<body>` and screens set the document's title and meta tags. The booking widget
 * embedded in a partner's page renders inside a shadow root: its dialogs must portal
 * into that shadow root (or its styles would not reach them), and it must leave the
 * partner's title, description and robots tags alone.
 */
export interface UiHost {
  /** Where `Dialog` portals to; `document.body` when null. */
  portalContainer: Element | DocumentFragment | null;
  /** Whether `useDocumentMeta` (and so `Page`) may change the document's title and meta tags. */
  manageDocument: boolean;
}

const DEFAULT_UI_HOST: UiHost = { portalContainer: null, manageDocument: true };

const UiHostContext = createContext<UiHost>(DEFAULT_UI_HOST);

/** Provides the UiHost to everything below it (the booking embed wraps its shadow-root tree in it). */
export const UiHostProvider = UiHostContext.Provider;

export function useUiHost(): UiHost {
  return useContext(UiHostContext);
}

/**
 * The element that has focus, looking inside open shadow roots: `document.activeElement`
 * is only the shadow host while focus is inside a widget's shadow root.
 */
export function deepActiveElement(): Element | null {
  let active: Element | null = typeof document === 'undefined' ? null : document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
