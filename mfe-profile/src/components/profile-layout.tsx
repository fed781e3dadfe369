import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Container, RequireSession, media } from '@salon/ui';
import { ProfileNavigation } from './profile-navigation.tsx';

/** The profile area's frame: the session guard, the side navigation and the section on screen. */
export function ProfileLayout() {
  return (
    <RequireSession>
      <Container>
        <Columns>
          <ProfileNavigation />
          <Section>
            <Outlet />
          </Section>
        </Columns>
      </Container>
    </RequireSession>
  );
}

const Columns = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};

  ${media.up('desktop')} {
    flex-direction: row;
  }
`;

const Section = styled.div`
  flex: 1;
  min-width: 0;
`;
