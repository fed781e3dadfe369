import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { initI18n } from '@salon/i18n';
import { loadRuntimeConfig, setCurrentLanguage, startTracking } from '@salon/platform';
import '../i18n.ts';
import { keepVisitTokensInMemory } from '../lib/visit-access.ts';
import { EmbedApp } from './embed-app.tsx';
import { SALON_BOOKING_ATTRIBUTES, SALON_BOOKING_TAG, embedLanguage, initialEntry } from './embed-paths.ts';

/** What the loader passes to defineSalonBookingElement. */
export interface SalonBookingOptions {
  /**
   * The site's origin (`https://salon.example`): its `/config.json` is read, the API is
   * called there unless the config names another, and links out of the flow open there.
   * The loader passes its own script's origin; the page's origin when not given.
   */
  siteOrigin?: string;
  /** The element's name; `salon-booking` unless a partner needs another. */
  tagName?: string;
}

/**
 * Runtime config from the site, i18n and tracking: once per page, whatever the number
 * of widgets. The first widget's `lang` sets the language (i18next is one per page).
 */
let started: Promise<void> | null = null;
function startOnce(siteOrigin: string, lang: string | null): Promise<void> {
  started ??= (async () => {
    await loadRuntimeConfig({ url: `${siteOrigin}/config.json` });
    const language = embedLanguage(lang);
    // Before initI18n, which starts in the platform's current language.
    if (language) setCurrentLanguage(language, { embedded: true });
    await initI18n();
    if (language && i18next.language !== language) await i18next.changeLanguage(language);
    startTracking();
  })();
  return started;
}

/**
 * Defines `<salon-booking>` (once; a second call does nothing). Attributes: `salon-id`,
 * `service-id`, `city` (the booking root's query) and `lang` (pl, en, fr). On connect
 * the element opens a shadow root and mounts the booking flow in it; on disconnect it
 * unmounts. Changing an attribute starts the flow again with the new values.
 */
export function defineSalonBookingElement(options: SalonBookingOptions = {}): void {
  // The page is a partner's: a visit's manage token must not be written to its origin's
  // localStorage, where the partner's scripts read it. The widget keeps it in memory.
  keepVisitTokensInMemory();
  const tagName = options.tagName ?? SALON_BOOKING_TAG;
  if (customElements.get(tagName)) return;
  const siteOrigin = new URL(options.siteOrigin ?? window.location.origin).origin;

  class SalonBookingElement extends HTMLElement {
    static observedAttributes = [...SALON_BOOKING_ATTRIBUTES];

    #root: Root | null = null;
    #mount: HTMLDivElement | null = null;
    /** Bumped on every (re)start, so a slow start-up never renders into a newer mount. */
    #generation = 0;

    connectedCallback(): void {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const mount = document.createElement('div');
      shadow.append(mount);
      this.#mount = mount;
      this.#root = createRoot(mount);
      const generation = ++this.#generation;
      void startOnce(siteOrigin, this.getAttribute('lang')).then(() => {
        if (generation !== this.#generation || !this.#root) return;
        this.#render();
      });
    }

    disconnectedCallback(): void {
      this.#generation += 1;
      const root = this.#root;
      const mount = this.#mount;
      this.#root = null;
      this.#mount = null;
      root?.unmount();
      mount?.remove();
      // The <style> tags styled-components put there: the next mount brings its own.
      this.shadowRoot?.replaceChildren();
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
      if (previous === next || !this.isConnected || !this.#root) return;
      // A new configuration is a new booking: remount with a fresh store and router.
      this.disconnectedCallback();
      this.connectedCallback();
    }

    #render(): void {
      const shadowRoot = this.shadowRoot!;
      this.#root!.render(
        <StrictMode>
          <EmbedApp shadowRoot={shadowRoot} siteOrigin={siteOrigin} initialEntry={initialEntry((name) => this.getAttribute(name))} />
        </StrictMode>,
      );
    }
  }

  customElements.define(tagName, SalonBookingElement);
}
