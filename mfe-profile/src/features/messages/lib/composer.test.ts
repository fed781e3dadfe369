import { canSend, isSendShortcut, limitNoticeStep, messageToSend, sendFailure, sendShortcutKeys, type ShortcutKeyEvent } from './composer.ts';

const key = (overrides: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key: 'Enter',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('the send shortcut', () => {
  it('is Ctrl+Enter, or Cmd+Enter on a Mac', () => {
    expect(isSendShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSendShortcut(key({ metaKey: true }))).toBe(true);
  });

  it('is not Enter alone or with Shift, which add a line', () => {
    expect(isSendShortcut(key())).toBe(false);
    expect(isSendShortcut(key({ shiftKey: true }))).toBe(false);
    expect(isSendShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
  });

  it('is not AltGr+Enter (Ctrl+Alt on Windows), another key, or Enter confirming an input method’s word', () => {
    expect(isSendShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSendShortcut(key({ key: 's', ctrlKey: true }))).toBe(false);
    expect(isSendShortcut(key({ ctrlKey: true, isComposing: true }))).toBe(false);
  });

  it('is named as the keyboard names it', () => {
    expect(sendShortcutKeys('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15')).toBe('⌘+Enter');
    expect(sendShortcutKeys('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)')).toBe('⌘+Enter');
    expect(sendShortcutKeys('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Ctrl+Enter');
    expect(sendShortcutKeys('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Ctrl+Enter');
  });
});

describe('what is sent', () => {
  it('is the text without the spaces and blank lines around it', () => {
    expect(messageToSend('\n  Dzień dobry,\n\nczy mogę przełożyć wizytę?  \n')).toBe('Dzień dobry,\n\nczy mogę przełożyć wizytę?');
  });

  it('never blank text', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('   \n\t  ')).toBe(false);
    expect(canSend(' a ')).toBe(true);
  });

  it('at most 5000 characters once trimmed', () => {
    expect(canSend('a'.repeat(5000))).toBe(true);
    expect(canSend(` ${'a'.repeat(5000)} `)).toBe(true);
    expect(canSend('a'.repeat(5001))).toBe(false);
    expect(canSend('abcd', 3)).toBe(false);
  });
});

describe('the near-limit notice', () => {
  it('stays quiet while more than 100 characters are left', () => {
    expect(limitNoticeStep(0)).toBe(0);
    expect(limitNoticeStep(4899)).toBe(0);
  });

  it('speaks again at 100 left, 20 left and at the limit', () => {
    expect(limitNoticeStep(4900)).toBe(1);
    expect(limitNoticeStep(4979)).toBe(1);
    expect(limitNoticeStep(4980)).toBe(2);
    expect(limitNoticeStep(4999)).toBe(2);
    expect(limitNoticeStep(5000)).toBe(3);
    expect(limitNoticeStep(9, 10)).toBe(2);
  });
});

describe('why a message was not sent', () => {
  it('INVALID_VALUE on the body is the text’s fault', () => {
    expect(sendFailure({ status: 400, code: 'INVALID_VALUE', field: 'body' })).toEqual({ kind: 'invalidBody' });
    expect(sendFailure({ status: 400, code: 'INVALID_VALUE' })).toEqual({ kind: 'invalidBody' });
  });

  it('anything else keeps the API’s code', () => {
    expect(sendFailure({ status: 429, code: 'RATE_LIMITED' })).toEqual({ kind: 'other', code: 'RATE_LIMITED' });
    expect(sendFailure({ status: 400, code: 'INVALID_VALUE', field: 'other' })).toEqual({ kind: 'other', code: 'INVALID_VALUE' });
  });

  it('a failure that is not the API’s is an unknown error', () => {
    expect(sendFailure({ name: 'TypeError', message: 'x' })).toEqual({ kind: 'other', code: 'UNKNOWN_ERROR' });
    expect(sendFailure(undefined)).toEqual({ kind: 'other', code: 'UNKNOWN_ERROR' });
  });
});
