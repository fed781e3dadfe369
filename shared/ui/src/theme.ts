/**
 * The design tokens of the site. Colours were chosen for an elegant salon look (deep
 * plum, warm ivory, bronze accents) and every text/background pair the components use
 * meets WCAG AA (4.5:1 for text, 3:1 for borders and focus); theme.test.ts checks it.
 */

/** Viewport breakpoints from the spec (part 2, section 9): the minimum widths of each layout. */
export const breakpoints = { mobile: 360, tablet: 720, desktop: 1150 } as const;

/** A layout name: 'mobile' below 720 px, 'tablet' from 720 px, 'desktop' from 1150 px. */
export type Breakpoint = keyof typeof breakpoints;

/**
 * `@media` strings for styled-components templates and for `useMediaQuery`.
 * `down` stops just below the breakpoint (.02 px, for browsers that round fractional
 * widths) so that `up(x)` and `down(x)` never both match.
 *
 * @example
 * const Grid = styled.div`
 *   display: grid;
 *   ${media.up('tablet')} { grid-template-columns: 1fr 1fr; }
 * `;
 */
export const media = {
  up: (breakpoint: Breakpoint): string => `@media (min-width: ${breakpoints[breakpoint]}px)`,
  down: (breakpoint: Breakpoint): string => `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`,
} as const;

export const theme = {
  colors: {
    /** Page background: warm ivory. */
    background: '#FBF8F6',
    /** Cards, dialogs, inputs. */
    surface: '#FFFFFF',
    surfaceMuted: '#F4EEEA',
    text: '#2A1F26',
    textMuted: '#5F5358',
    /** Plum: buttons, links, selected states. */
    primary: '#6B2D5C',
    primaryHover: '#55224A',
    primarySoft: '#F3E7EF',
    onPrimary: '#FFFFFF',
    /** Bronze accent for text and icons (AA on light surfaces). */
    accent: '#85592A',
    /** Hairlines between blocks; decorative, not meant to carry meaning. */
    border: '#E4DAD5',
    /** Input and control borders (3:1 against the surfaces). */
    borderStrong: '#857880',
    focus: '#1F5FB8',
    error: '#A8231C',
    errorSurface: '#FCEDEC',
    warning: '#7A4A00',
    warningSurface: '#FFF3DC',
    success: '#1D6631',
    successSurface: '#E9F4EC',
    info: '#1E5687',
    infoSurface: '#E8F1F9',
    overlay: 'rgba(30, 18, 26, 0.56)',
    skeleton: '#ECE4DF',
    skeletonHighlight: '#F8F4F1',
  },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    /** Headings: a classic serif from the system, for the salon feel without a web font. */
    headingFamily: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
    fontSizes: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
      xxxl: '2.25rem',
    },
    fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeights: { tight: 1.2, snug: 1.35, normal: 1.5 },
  },
  /** Spacing scale on a 4 px grid. */
  space: {
    xxs: '4px',
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    xxxl: '64px',
  },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(42, 31, 38, 0.08)',
    md: '0 4px 12px rgba(42, 31, 38, 0.12)',
    lg: '0 12px 32px rgba(42, 31, 38, 0.2)',
  },
  zIndex: { sticky: 50, header: 100, dropdown: 300, dialog: 1000, toast: 1100 },
  /** Durations from the spec: 300 ms default slides, 500 ms accordions. */
  durations: { fast: '150ms', normal: '300ms', slow: '500ms' },
  /** The widest content column, the desktop breakpoint. */
  contentMaxWidth: `${breakpoints.desktop}px`,
  breakpoints,
} as const;

/** The shape of the theme; styled-components' DefaultTheme extends it (see styled.d.ts). */
export type Theme = typeof theme;
