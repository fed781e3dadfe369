import { useId, useMemo, useState, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Salon } from '@salon/contracts/catalog-api';
import { Alert, Button, Dialog, Spinner } from '@salon/ui';
import { useGetSalonsQuery } from '../../../api/get-salons.ts';
import { groupSalonsByCity } from '../lib/salon-groups.ts';
import type { SaveStatus } from '../../../lib/use-save-preferred-salon.ts';
import { OptionGrid, OptionTile } from '../../../components/option-tile.ts';

export interface PreferredSalonDialogProps {
  open: boolean;
  onClose: () => void;
  currentSalonId: string | null;
  onChoose: (salon: Salon) => void;
  status: SaveStatus;
}

/**
 * The preferred-salon modal (spec part 1, "Dialogs"): full screen, the salons grouped by
 * city, the current one highlighted, a search by salon or city name.
 */
export function PreferredSalonDialog({ open, onClose, currentSalonId, onChoose, status }: PreferredSalonDialogProps) {
  const { t } = useTranslation('booking');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const { data: salons, isLoading, isError, refetch } = useGetSalonsQuery(open ? undefined : skipToken);
  const groups = useMemo(() => groupSalonsByCity(salons ?? [], query), [salons, query]);
  const saving = status === 'saving';

  return (
    <Dialog open={open} onClose={onClose} title={t('areaSelection.preferred.dialogTitle')} fullScreen>
      <Search>
        <label htmlFor={searchId}>{t('areaSelection.preferred.search')}</label>
        <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      </Search>
      {saving && <Spinner size="sm" label={t('areaSelection.preferred.saving')} />}
      {status === 'failed' && <Alert tone="error">{t('areaSelection.preferred.saveError')}</Alert>}
      {isLoading && <Spinner label={t('areaSelection.preferred.loading')} />}
      {isError && (
        <Alert tone="error">
          <p>{t('areaSelection.preferred.loadError')}</p>
          <Button variant="link" onClick={() => void refetch()}>
            {t('areaSelection.retry')}
          </Button>
        </Alert>
      )}
      {salons && groups.length === 0 && <p>{t('areaSelection.preferred.noResults')}</p>}
      {groups.map((group) => (
        <CityGroup key={group.city ?? 'virtual'} city={group.city ?? t('areaSelection.preferred.virtualGroup')}>
          {group.salons.map((salon) => {
            const current = salon.id === currentSalonId;
            return (
              <li key={salon.id}>
                <SalonButton type="button" aria-current={current ? 'true' : undefined} disabled={saving} onClick={() => onChoose(salon)}>
                  <strong>{salon.name}</strong>
                  {salon.location?.address[0] && <span>{salon.location.address[0]}</span>}
                  {current && <Current>{t('areaSelection.preferred.current')}</Current>}
                </SalonButton>
              </li>
            );
          })}
        </CityGroup>
      ))}
    </Dialog>
  );
}

function CityGroup({ city, children }: { city: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Group aria-labelledby={headingId}>
      <h3 id={headingId}>{city}</h3>
      <OptionGrid aria-labelledby={headingId} $minWidth="240px">{children}</OptionGrid>
    </Group>
  );
}

const Search = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  }

  input {
    min-height: 48px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }
`;


const SalonButton = styled(OptionTile)`
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }
`;

const Current = styled.em`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-style: normal;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;
