import { useState } from 'react';
import { sessionUserOf } from '@salon/contracts/identity-api';
import { bus, setSessionUser, useSession } from '@salon/platform';
import { useLazyGetProfileQuery } from '../api/get-profile.ts';
import { useUpdateProfileMutation, withPreferredSalon } from '../api/update-profile.ts';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves a new preferred salon in the profile: the current profile is loaded first and
 * sent back whole with the salon changed (PUT /api/users/me, version 3, replaces the
 * profile). Then the other remotes hear of it (`preferred-salon:changed`) and the
 * session carries the new salon, so every button and heart follows at once. Used by the
 * area step's modal, the preferred-salon heart and the after-booking question.
 */
export function useSavePreferredSalon() {
  const { user } = useSession();
  const [loadProfile] = useLazyGetProfileQuery();
  const [updateProfile] = useUpdateProfileMutation();
  const [status, setStatus] = useState<SaveStatus>('idle');

  async function save(salonId: string): Promise<boolean> {
    setStatus('saving');
    try {
      // Never from the cache: a profile changed elsewhere since must not be overwritten.
      const profile = await loadProfile(undefined, false).unwrap();
      const saved = await updateProfile(withPreferredSalon(profile, salonId)).unwrap();
      const preferredSalonId = saved.preferredSalon?.id ?? salonId;
      bus.emit('preferred-salon:changed', { salonId: preferredSalonId });
      setSessionUser(user ? { ...user, preferredSalonId } : sessionUserOf(saved));
      setStatus('saved');
      return true;
    } catch (error) {
      console.warn('[booking] the preferred salon could not be saved', error);
      setStatus('failed');
      return false;
    }
  }

  return { save, status, reset: () => setStatus('idle') };
}

