import { useMemo, type MouseEvent } from 'react';
import { MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { createGlobalStyle, StyleSheetManager, ThemeProvider } from 'styled-components';
import { useBusEvent } from '@salon/platform';
import { GlobalStyle, theme, UiHostProvider } from '@salon/ui';
import { createBookingStore } from '../app/store.ts';
import BookingRoutes from '../routes.tsx';
import { isInsideFlow, siteUrl } from './embed-paths.ts';

/**
 * The widget's own box. `all: initial` stops the partner page's inherited styles
 * (font, colour, letter spacing, alignment) at the shadow boundary; the site's base
 * styles then apply inside it as they do on the site (GlobalStyle's `body` rules match
 * nothing in a shadow root, so they are restated on `:host`).
 */
const EmbedHostStyle = createGlobalStyle`
  :host {
    all: initial;
    display: block;
    background: ${({ theme: t }) => t.colors.background};
    color: ${({ theme: t }) => t.colors.text};
    font-family: ${({ theme: t }) => t.typography.fontFamily};
    font-size: ${({ theme: t }) => t.typography.fontSizes.md};
    line-height: ${({ theme: t }) => t.typography.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
  }

  :host([hidden]) {
    display: none;
  }
`;

export interface EmbedAppProps {
  /** The shadow root everything renders into: styles, dialogs and all. */
  shadowRoot: ShadowRoot;
  /** The site's origin (`https://salon.example`), where links out of the flow open. */
  siteOrigin: string;
  /** The memory router's first entry (`/rezerwacja?salonId=…`). */
  initialEntry: string;
}

function openOnSite(siteOrigin: string, path: string): void {
  window.open(siteUrl(siteOrigin, path), '_blank', 'noopener');
}

/**
 * The routes inside the widget: the booking remote's own, while the path stays in
 * the flow. A navigation the code makes out of it (a guard sending the visitor home)
 * starts the widget's booking again instead of leaving an empty box.
 */
function EmbedRoutes({ siteOrigin, initialEntry, store }: Omit<EmbedAppProps, 'shadowRoot'> & { store: ReturnType<typeof createBookingStore> }) {
  const location = useLocation();
  // Signing in needs the site's auth dialog, which the widget does not carry: the
  // site opens at the same step in a new tab (booking as a guest stays here).
  useBusEvent('auth:open', (payload) => openOnSite(siteOrigin, payload.returnPath ?? `${location.pathname}${location.search}`));
  if (!isInsideFlow(location.pathname)) return <Navigate to={initialEntry} replace />;
  return <BookingRoutes store={store} />;
}

/**
 * The booking flow inside a partner page's `<salon-booking>`: styles into the shadow
 * root (StyleSheetManager), dialogs portalled there too and the partner's title and
 * meta tags left alone (UiHostProvider), the site's theme and base styles, a memory
 * router so the partner's URL never changes, and a store of its own.
 *
 * A click on a link that leaves the flow (home, salons, the breadcrumb's first crumb)
 * or any link clicked with a modifier key opens that page of the site in a new tab.
 */
export function EmbedApp({ shadowRoot, siteOrigin, initialEntry }: EmbedAppProps) {
  const store = useMemo(() => createBookingStore(), []);
  const host = useMemo(() => ({ portalContainer: shadowRoot, manageDocument: false }), [shadowRoot]);

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!anchor || anchor.hasAttribute('download')) return;
    const target = anchor.getAttribute('target');
    if (target && target !== '_self') return;
    const href = anchor.getAttribute('href') ?? '';
    const url = new URL(href, `${siteOrigin}/`);
    // tel:, mailto:, a maps service: what the browser does with them is right.
    if (url.origin !== new URL(siteOrigin).origin) return;
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!modified && isInsideFlow(url.pathname)) return;
    // Before the router's own click handler, which skips a prevented event.
    event.preventDefault();
    openOnSite(siteOrigin, `${url.pathname}${url.search}${url.hash}`);
  };

  return (
    <StyleSheetManager target={shadowRoot}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <EmbedHostStyle />
        <UiHostProvider value={host}>
          {/* Captures clicks in the widget's React tree, links in dialogs included. */}
          <div onClickCapture={onClickCapture}>
            <MemoryRouter initialEntries={[initialEntry]}>
              <Routes>
                <Route path="*" element={<EmbedRoutes siteOrigin={siteOrigin} initialEntry={initialEntry} store={store} />} />
              </Routes>
            </MemoryRouter>
          </div>
        </UiHostProvider>
      </ThemeProvider>
    </StyleSheetManager>
  );
}
