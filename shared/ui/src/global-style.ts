import { createGlobalStyle } from 'styled-components';

/**
 * Page-wide base styles, rendered once by the shell's UiRoot (and by a remote's own
 * UiRoot when it runs alone). Remotes mounted in the shell must not render it again.
 */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    scroll-behavior: smooth;
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
    line-height: ${({ theme }) => theme.typography.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.typography.headingFamily};
    line-height: ${({ theme }) => theme.typography.lineHeights.tight};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 0.15em;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  img,
  video {
    max-width: 100%;
    height: auto;
  }

  /* Keyboard users always see where they are; mouse clicks do not leave a ring. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }

    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
