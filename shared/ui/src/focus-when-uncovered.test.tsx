import { focusWhenUncovered } from './focus-when-uncovered.ts';

function modalDialog(): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.append(document.createElement('button'));
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}

function field(): HTMLTextAreaElement {
  const textarea = document.createElement('textarea');
  document.body.append(textarea);
  return textarea;
}

afterEach(() => {
  document.body.replaceChildren();
});

it('focuses at once when no modal dialog is open', () => {
  const textarea = field();
  focusWhenUncovered(textarea);
  expect(textarea).toHaveFocus();
});

it('waits for the modal dialog over it to close, then focuses after the dialog gave focus back', async () => {
  const opener = document.createElement('button');
  document.body.append(opener);
  const dialog = modalDialog();
  const textarea = field();
  focusWhenUncovered(textarea);
  expect(textarea).not.toHaveFocus();

  dialog.close();
  // The dialog's own return of focus, as Dialog does on close.
  opener.focus();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(textarea).toHaveFocus();
});

it('does not focus once cancelled, or when the element has gone', async () => {
  const dialog = modalDialog();
  const cancelled = field();
  const removed = field();
  focusWhenUncovered(cancelled)();
  focusWhenUncovered(removed);
  removed.remove();
  dialog.close();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(cancelled).not.toHaveFocus();
  expect(document.activeElement).toBe(document.body);
});
