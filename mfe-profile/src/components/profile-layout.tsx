import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Container, RequireSession, media } from '@salon/ui';
import { ProfileNavigation } from './profile-navigation.tsx';
import { ProfileSummary } from './profile-summary.tsx';

/**
 * The profile area's frame: the session guard, the balance, what the app puts beside it
 * (`aside`: the notifications bell), the side navigation and the section on screen.
 */
export function ProfileLayout({ aside }: { aside?: ReactNode }) {
  return (
    <RequireSession>
      <Container>
        <Columns>
          <Side>
            <ProfileSummary />
            {aside}
            <ProfileNavigation />
          </Side>
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

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  ${media.up('desktop')} {
    width: 240px;
    flex: none;
  }
`;

const Section = styled.div`
  flex: 1;
  min-width: 0;
`;
