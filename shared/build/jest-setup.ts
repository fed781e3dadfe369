import '@testing-library/jest-dom/jest-globals';
import '@testing-library/jest-dom';

// jsdom has no matchMedia; components reading breakpoints get "desktop" by default.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom's scrollTo only logs an error; a silent one lets tests spy on it.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
}
