import { useState } from 'react';
import { savePreferredSalon } from '@salon/platform';
import { useLazyGetProfileQuery } from '../api/get-profile.ts';
import { useUpdateProfileMutation } from '../api/update-profile.ts';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves a new preferred salon with the platform's one rule (`savePreferredSalon`: the
 * profile loaded afresh and sent back whole, then `preferred-salon:changed` and the
 * session), through booking's own profile endpoints so its cached profile follows.
 * Used by the area step's modal and the after-booking question; the heart asks the auth
 * remote's dialog instead (`preferred-salon:choose`).
 */
export function useSavePreferredSalon() {
  const [loadProfile] = useLazyGetProfileQuery();
  const [updateProfile] = useUpdateProfileMutation();
  const [status, setStatus] = useState<SaveStatus>('idle');

  async function save(salonId: string): Promise<boolean> {
    setStatus('saving');
    try {
      await savePreferredSalon(salonId, {
        // Never from the cache: a profile changed elsewhere since must not be overwritten.
        loadProfile: () => loadProfile(undefined, false).unwrap(),
        updateProfile: (body) => updateProfile(body).unwrap(),
      });
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
