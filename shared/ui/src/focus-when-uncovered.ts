/** The modal dialogs open over `element`'s page: ours are `<dialog aria-modal>` opened with showModal(). */
function coveringDialogs(element: HTMLElement): HTMLDialogElement[] {
  const roots = new Set<Node>([element.ownerDocument, element.getRootNode()]);
  return [...roots].flatMap((root) =>
    'querySelectorAll' in root
      ? Array.from((root as ParentNode).querySelectorAll<HTMLDialogElement>('dialog[open][aria-modal="true"]')).filter((dialog) => !dialog.contains(element))
      : [],
  );
}

/**
 * Focuses `element` now, or once no modal dialog covers it. A modal `<dialog>` makes the
 * rest of the page inert, so a field that appears behind it (the comment form that a
 * sign-in in the dialog brings) cannot take focus until the dialog closes, and the
 * closing dialog then gives focus back to its opener. This waits for the covering
 * dialogs' `close`, then focuses the element after that return of focus. Returns a
 * function that stops waiting (call it when the element goes).
 */
export function focusWhenUncovered(element: HTMLElement): () => void {
  const waiting = new AbortController();
  const attempt = () => {
    if (waiting.signal.aborted || !element.isConnected) return;
    const covering = coveringDialogs(element);
    if (covering.length === 0) {
      element.focus();
      return;
    }
    // After the close event's task, so the dialog's own return of focus comes first.
    const again = () => setTimeout(attempt, 0);
    for (const dialog of covering) dialog.addEventListener('close', again, { once: true, signal: waiting.signal });
  };
  attempt();
  return () => waiting.abort();
}
