import { escapeText, foldLine, icsUtcStamp, triggerBefore } from './ics.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;
/** Unfolds as a reader does (RFC 5545, 3.1): a CRLF followed by one space goes away. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves colons and quotes alone (they need no escaping in TEXT)', () => {
    expect(escapeText('10:00 "VIP"')).toBe('10:00 "VIP"');
  });
});

describe('foldLine', () => {
  it('keeps a line of 75 octets whole', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(foldLine(line))).toBe(line);
  });

  it('counts octets, not characters, and never cuts a multi-octet letter', () => {
    const line = `SUMMARY:${'żółć'.repeat(30)}😀${'ą'.repeat(40)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A cut sequence would decode to U+FFFD.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('triggerBefore', () => {
  it('writes whole hours as hours and the rest as minutes', () => {
    expect(triggerBefore(60)).toBe('-PT1H');
    expect(triggerBefore(120)).toBe('-PT2H');
    expect(triggerBefore(90)).toBe('-PT90M');
    expect(triggerBefore(0)).toBe('PT0M');
  });
});

test('icsUtcStamp writes an instant in the UTC basic form', () => {
  expect(icsUtcStamp(new Date('2026-11-24T09:05:07.123Z'))).toBe('20261124T090507Z');
  expect(() => icsUtcStamp(new Date('x'))).toThrow(RangeError);
});
