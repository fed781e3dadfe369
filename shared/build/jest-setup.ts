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

/*
 * jsdom (26) has <dialog> without showModal(), close() or a top layer; @salon/ui's Dialog
 * needs them. A stand-in for what a browser does with modal dialogs, no more:
 * showModal() and close() set `open` and keep the stack of modal dialogs (close() fires
 * `close`, at once rather than in a task); an Escape keydown nobody cancelled fires a
 * cancelable `cancel` at the top dialog and closes it unless cancelled; Tab does not leave
 * the top dialog (the page behind it is inert), wrapping from its last control to its
 * first. No focusing steps: the Dialog focuses (and returns focus) itself.
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = [];
  const topModal = () => modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    if (this.open) return;
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';
  document.addEventListener('keydown', (event) => {
    const dialog = topModal();
    if (!dialog || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
      return;
    }
    if (event.key !== 'Tab') return;
    const controls = Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter((element) => element.tabIndex >= 0);
    const from = event.composedPath()[0];
    const edge = event.shiftKey ? controls[0] : controls.at(-1);
    if (controls.length > 0 && from !== edge && from instanceof Node && dialog.contains(from)) return;
    event.preventDefault();
    (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
  });
}
