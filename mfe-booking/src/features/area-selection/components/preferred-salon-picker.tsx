import type { Salon } from '@salon/contracts/catalog-api';
import { useSession } from '@salon/platform';
import { useSavePreferredSalon } from '../../../lib/use-save-preferred-salon.ts';
import { PreferredSalonDialog } from './preferred-salon-dialog.tsx';

/**
 * The preferred-salon modal on its own, open from the start: choosing a salon saves it
 * (`savePreferredSalon`, then `preferred-salon:changed`) and closes. What the profile's
 * details open through `./PreferredSalonPicker`, so both places choose alike.
 */
export function PreferredSalonPicker({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  const { save, status } = useSavePreferredSalon();
  const choose = async (salon: Salon) => {
    if (await save(salon.id)) onClose();
  };
  return <PreferredSalonDialog open onClose={onClose} currentSalonId={user?.preferredSalonId ?? null} onChoose={(salon) => void choose(salon)} status={status} />;
}
