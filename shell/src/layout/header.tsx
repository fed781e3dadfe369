import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Container, Dialog, IconButton, VisuallyHidden, media } from '@salon/ui';
import { useRuntimeConfig } from '@salon/platform';
import { desktopLinks, mobileLinks, type NavLinkItem } from './nav-links.ts';
import { scrollToContact, useMyAccount } from './use-my-account.ts';
import { LanguageSelector } from './language-selector.tsx';
import { SHELL_NS } from '../i18n.ts';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The page's content column, so the header lines up with every page below it. */
const Inner = styled(Container)`
  padding-block: 0.75rem;
  display: flex;
  align-items: center;
  gap: 1rem;
  min-height: 64px;
`;

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 1.25rem;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  margin-right: auto;
`;

/** Desktop links render in the HTML at every width and CSS picks: no layout shift on load. */
const DesktopNav = styled.nav`
  display: none;
  ${media.up('desktop')} {
    display: flex;
    align-items: center;
    gap: 1.25rem;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
`;

const DesktopActions = styled.div`
  display: none;
  ${media.up('desktop')} {
    display: flex;
    gap: 0.5rem;
  }
`;

const MobileOnly = styled.div`
  ${media.up('desktop')} {
    display: none;
  }
`;

const MenuList = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 0.75rem 0.25rem;
    font: inherit;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.text};
    background: none;
    border: none;
    text-decoration: none;
    cursor: pointer;
  }
`;

function HeaderLink({ link, onNavigate }: { link: NavLinkItem; onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const label = t(`nav.${link.key}`);
  if (link.to === '#kontakt') {
    return (
      <a
        href="#kontakt"
        onClick={(e) => {
          e.preventDefault();
          onNavigate?.();
          scrollToContact();
        }}
      >
        {label}
      </a>
    );
  }
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {label}
        <VisuallyHidden> {t('nav.externalHint')}</VisuallyHidden>
      </a>
    );
  }
  return (
    <NavLink to={link.to} onClick={onNavigate}>
      {label}
    </NavLink>
  );
}

/** Header of spec part 2 "App shell": desktop links and buttons, the mobile slide-in menu. */
export function Header() {
  const { t } = useTranslation(SHELL_NS);
  const config = useRuntimeConfig();
  const openMyAccount = useMyAccount();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <Bar>
      <Inner>
        <Brand to="/home">{config.brand}</Brand>
        <DesktopNav aria-label={t('nav.main')}>
          {desktopLinks(config).map((link) => (
            <HeaderLink key={link.key} link={link} />
          ))}
        </DesktopNav>
        <DesktopActions>
          <Button as={Link} to="/rezerwacja" variant="primary">
            {t('nav.book')}
          </Button>
          <Button variant="secondary" onClick={openMyAccount}>
            {t('nav.myAccount')}
          </Button>
        </DesktopActions>
        <MobileOnly>
          <IconButton aria-label={t('nav.openMenu')} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconButton>
        </MobileOnly>
      </Inner>
      <Dialog open={menuOpen} onClose={close} title={t('nav.menuTitle')} fullScreen>
        <nav aria-label={t('nav.main')}>
          <MenuList>
            {mobileLinks(config).map((link) => (
              <li key={link.key}>
                {link.key === 'myAccount' ? (
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      openMyAccount();
                    }}
                  >
                    {t('nav.myAccount')}
                  </button>
                ) : (
                  <HeaderLink link={link} onNavigate={close} />
                )}
              </li>
            ))}
          </MenuList>
        </nav>
        <LanguageSelector />
      </Dialog>
    </Bar>
  );
}
