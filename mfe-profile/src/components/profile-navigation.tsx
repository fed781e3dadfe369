import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import styled from 'styled-components';
import { logout } from '@salon/platform';
import { Button } from '@salon/ui';
import { FAVOURITE_PRODUCTS_PATH, PROFILE_SECTIONS, profileSectionPath } from '../lib/profile-paths.ts';

/** The profile's side navigation: its sections, the shop's favourite products, then sign out (which ends the session and goes home). */
export function ProfileNavigation() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const signOut = () => {
    logout('user');
    navigate('/', { replace: true });
  };
  return (
    <Nav aria-label={t('navigation.label')}>
      <List>
        {PROFILE_SECTIONS.map((section) => (
          <li key={section}>
            <SectionLink to={profileSectionPath(section)}>{t(`sections.${section}`)}</SectionLink>
          </li>
        ))}
        <li>
          <SectionLink to={FAVOURITE_PRODUCTS_PATH}>{t('navigation.favourites')}</SectionLink>
        </li>
        <li>
          <Button variant="link" onClick={signOut}>
            {t('navigation.logout')}
          </Button>
        </li>
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  min-width: 220px;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SectionLink = styled(NavLink)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;
