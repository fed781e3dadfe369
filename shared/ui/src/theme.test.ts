import { breakpoints, media, theme } from './theme.ts';

/** WCAG 2 relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const c = theme.colors;

describe('theme colours meet WCAG AA', () => {
  it.each([
    ['text on background', c.text, c.background],
    ['text on surface', c.text, c.surface],
    ['text on muted surface', c.text, c.surfaceMuted],
    ['muted text on background', c.textMuted, c.background],
    ['muted text on surface', c.textMuted, c.surface],
    ['muted text on muted surface', c.textMuted, c.surfaceMuted],
    ['primary (links, secondary buttons) on surface', c.primary, c.surface],
    ['primary on background', c.primary, c.background],
    ['primary on its soft tint (hovered ghost button)', c.primary, c.primarySoft],
    ['button text on primary', c.onPrimary, c.primary],
    ['button text on hovered primary', c.onPrimary, c.primaryHover],
    ['accent on surface', c.accent, c.surface],
    ['error text on surface', c.error, c.surface],
    ['error title on its alert', c.error, c.errorSurface],
    ['warning title on its alert', c.warning, c.warningSurface],
    ['success title on its alert', c.success, c.successSurface],
    ['info title on its alert', c.info, c.infoSurface],
    ['text on the error alert', c.text, c.errorSurface],
  ])('%s (4.5:1)', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['control borders on surface', c.borderStrong, c.surface],
    ['control borders on background', c.borderStrong, c.background],
    ['focus ring on surface', c.focus, c.surface],
    ['focus ring on background', c.focus, c.background],
  ])('%s (3:1 for non-text)', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});

describe('breakpoints and media', () => {
  it('has the spec breakpoints', () => {
    expect(breakpoints).toEqual({ mobile: 360, tablet: 720, desktop: 1150 });
  });

  it('builds @media strings that never overlap at the boundary', () => {
    expect(media.up('tablet')).toBe('@media (min-width: 720px)');
    expect(media.down('desktop')).toBe('@media (max-width: 1149.98px)');
  });
});
