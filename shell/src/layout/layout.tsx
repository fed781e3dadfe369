import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBreakpoint } from '@salon/ui';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { ReservationHeader, isReservationPath } from './reservation-header.tsx';
import { TestEnvironmentBar } from './test-environment-bar.tsx';
import { VersionPrompt } from './version-prompt.tsx';
import { NavigationEffects } from './navigation-effects.tsx';
import { AuthHost } from './auth-host.tsx';
import { SHELL_NS } from '../i18n.ts';

// Fixed, not absolute: reached by Tab on a page scrolled down, it shows at the top of the
// screen (the browser does not scroll to an element parked off-screen).
const SkipLink = styled.a`
  position: fixed;
  left: -9999px;
  top: 0;
  z-index: 1000;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    left: 1rem;
  }
`;

const Main = styled.main`
  /* At least a screen high, so the footer starts below the fold and a remote filling the
     page in does not push a visible footer down (a layout shift, measured by bench:web). */
  min-height: 100vh;
  outline: none;
`;

/** Page frame owned by the shell; remotes render inside <main>. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const breakpoint = useBreakpoint();
  const reservationMobile = isReservationPath(pathname) && breakpoint !== 'desktop';

  return (
    <>
      <NavigationEffects />
      <TestEnvironmentBar />
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      {reservationMobile ? <ReservationHeader /> : <Header />}
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <VersionPrompt />
      <AuthHost />
    </>
  );
}
