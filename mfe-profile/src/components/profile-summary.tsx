import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useGetProfileQuery } from '../api/get-profile.ts';

/**
 * The customer's points balance and account type (EMPLOYEE, VIP) above the navigation
 * (spec part 2, "The page shows a title and the points balance"; roles "labelled in the
 * profile"). While the profile loads nothing is shown, not a zero balance.
 */
export function ProfileSummary() {
  const { t, i18n } = useTranslation('profile');
  const { data } = useGetProfileQuery();
  if (!data) return null;
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
