import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Area, Salon } from '@salon/contracts/catalog-api';
import { useSession } from '@salon/platform';
import { Alert, Button } from '@salon/ui';
import { useGetSalonQuery } from '../../../api/get-salons.ts';
import { areaOfSalon, type AreasEndpoint } from '../../../lib/booking-areas.ts';
import { isAreaDisabled } from '../lib/area-lists.ts';
import { useSavePreferredSalon } from '../../../lib/use-save-preferred-salon.ts';
import { PreferredSalonDialog } from './preferred-salon-dialog.tsx';

export interface PreferredSalonProps {
  areas: readonly Area[];
  areasEndpoint: AreasEndpoint;
  availableAreas: readonly string[] | null;
  onBook: (salon: Salon, area: Area) => void;
}

/**
 * For a signed-in customer: book at the preferred salon in one press, and choose or
 * change that salon in a full-screen modal (saved in the profile). Nothing for guests.
 */
export function PreferredSalon({ areas, areasEndpoint, availableAreas, onBook }: PreferredSalonProps) {
  const { t } = useTranslation('booking');
  const { authenticated, user } = useSession();
  const preferredSalonId = user?.preferredSalonId ?? null;
  const { data: salon } = useGetSalonQuery(authenticated && preferredSalonId ? preferredSalonId : skipToken);
  const [open, setOpen] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(null);
  const { save, status, reset } = useSavePreferredSalon();

  if (!authenticated || !user) return null;

  // A salon that closed for good, or lies outside the areas a booking link allows, is not offered.
  const area = salon?.enabled ? areaOfSalon(salon, areas, areasEndpoint) : undefined;
  const bookable = salon && salon.id === preferredSalonId && area && !isAreaDisabled(area, availableAreas);

  const choose = async (chosen: Salon) => {
    if (await save(chosen.id)) {
      setSavedName(chosen.name);
      setOpen(false);
    }
  };

  return (
    <Wrapper>
      {bookable && <Button onClick={() => onBook(salon, area)}>{t('areaSelection.preferred.book', { salon: salon.name })}</Button>}
      <Button
        variant="ghost"
        onClick={() => {
          reset();
          setSavedName(null);
          setOpen(true);
        }}
      >
        {preferredSalonId ? t('areaSelection.preferred.change') : t('areaSelection.preferred.choose')}
      </Button>
      {savedName && <Alert tone="success">{t('areaSelection.preferred.saved', { salon: savedName })}</Alert>}
      <PreferredSalonDialog open={open} onClose={() => setOpen(false)} currentSalonId={preferredSalonId} onChoose={(s) => void choose(s)} status={status} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
