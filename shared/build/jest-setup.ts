import '@testing-library/jest-dom/jest-globals';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// waitFor and findBy* give up after 1 s by default. A full CI run puts two workers on
// two cores beside the API's suites, and a lazy chunk or a first render can take longer
// than that there: a passing wait returns as soon as it holds, so a wider bound only
// slows the tests that fail.
configure({ asyncUtilTimeout: 5000 });
// Above that bound, so a wait that fails reports what it waited for. (A project's
// `testTimeout` is ignored when jest runs several projects, hence here.)
jest.setTimeout(15_000);

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
