import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style.ts';
import { theme } from './theme.ts';

export interface UiRootProps {
  children?: ReactNode;
}

/**
 * The theme and the global styles. The shell renders it once around the whole site;
 * a remote renders it only when it runs alone (see `renderStandalone`). Inside the
 * shell a remote's components get the theme from the shell's provider, because
 * styled-components is a federation singleton.
 */
export function UiRoot({ children }: UiRootProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
