import type { Message } from '@salon/contracts/messages-api';
import { actionTarget, isUnread, mergeThread, unreadCount } from './thread.ts';

const message = (id: string, overrides: Partial<Message> = {}): Message => ({
  id,
  body: `message ${id}`,
  dateTime: '2026-11-22T10:30:00',
  direction: 'RECEIVED',
  actions: [],
  read: true,
  ...overrides,
});

describe('unread answers', () => {
  it('are customer service’s messages not read yet', () => {
    expect(isUnread(message('1', { read: false }))).toBe(true);
    expect(isUnread(message('2', { read: true }))).toBe(false);
    expect(isUnread(message('3', { direction: 'SENT', read: false }))).toBe(false);
  });

  it('are counted', () => {
    expect(unreadCount([message('1', { read: false }), message('2'), message('3', { read: false }), message('4', { direction: 'SENT', read: false })])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });
});

describe('the thread shown', () => {
  const sent = message('s', { direction: 'SENT' });

  it('is the loaded thread, then what was sent on this visit', () => {
    expect(mergeThread([message('1'), message('2')], [sent]).map((m) => m.id)).toEqual(['1', '2', 's']);
  });

  it('holds a message once when a reload brought it', () => {
    expect(mergeThread([message('1'), sent], [sent]).map((m) => m.id)).toEqual(['1', 's']);
  });

  it('is what was sent when the load failed or is still running', () => {
    expect(mergeThread(undefined, [sent]).map((m) => m.id)).toEqual(['s']);
    expect(mergeThread(undefined, [])).toEqual([]);
  });
});

describe('where an action leads', () => {
  it('a site path opens in place', () => {
    expect(actionTarget('/profil/vouchery')).toEqual({ kind: 'internal', to: '/profil/vouchery' });
    expect(actionTarget('/salony?miasto=krakow#mapa')).toEqual({ kind: 'internal', to: '/salony?miasto=krakow#mapa' });
  });

  it('an https page opens in a new tab', () => {
    expect(actionTarget('https://example.com/ankieta?id=1')).toEqual({ kind: 'external', href: 'https://example.com/ankieta?id=1' });
  });

  it('anything else is not a link', () => {
    expect(actionTarget('//evil.example/profil')).toBeNull();
    expect(actionTarget('/\\evil.example')).toBeNull();
    expect(actionTarget('http://example.com')).toBeNull();
    expect(actionTarget('javascript:alert(1)')).toBeNull();
    expect(actionTarget('profil/vouchery')).toBeNull();
    expect(actionTarget('https://')).toBeNull();
  });
});
