import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@salon/ui';
import { useGetProfileQuery } from '../api/get-profile.ts';

/**
 * The customer's points balance and account type (EMPLOYEE, VIP) above the navigation
 * (spec part 2, "The page shows a title and the points balance"; roles "labelled in the
 * profile"). While the profile loads a placeholder of its size shows, never a zero balance.
 */
export function ProfileSummary() {
  const { t, i18n } = useTranslation('profile');
  const { data } = useGetProfileQuery();
  // While it loads, a box of its size holds the place, so the navigation below does not jump.
  if (!data) {
    return (
      <Summary as="div" aria-hidden="true">
        <Skeleton width="60%" height="1.5em" />
        <Skeleton width="45%" height="1.9em" />
      </Summary>
    );
  }
  return (
    <Summary aria-label={t('summary.label')}>
      {(data.firstName || data.lastName) && <Name>{[data.firstName, data.lastName].filter(Boolean).join(' ')}</Name>}
      <Balance>
        <span>{t('summary.points')}</span> <strong>{new Intl.NumberFormat(i18n.language).format(data.points)}</strong>
      </Balance>
      {data.accountTypes.length > 0 && (
        <Badges>
          {data.accountTypes.map((type) => (
            <li key={type}>{t(`summary.accountType.${type}`)}</li>
          ))}
        </Badges>
      )}
    </Summary>
  );
}

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Name = styled.div`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Balance = styled.div`
  strong {
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;

const Badges = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.text};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }
`;
