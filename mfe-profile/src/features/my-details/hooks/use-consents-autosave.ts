import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '@salon/contracts/api';
import type { UserProfile } from '@salon/contracts/identity-api';
import { apiErrorOf } from '../lib/api-error.ts';
import { consentStateOf, consentsOf, type ConsentState } from '../lib/consents.ts';
import type { ProfileSaves } from './use-profile-saves.ts';

export type ConsentsSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The consents as shown, saved on each change (spec part 2, section 4: with auto-update
 * on, each change saves the profile). A change shows at once; a failed save puts the
 * boxes back as the profile has them and keeps the error until the next change.
 */
export function useConsentsAutosave(profile: UserProfile, saveProfile: ProfileSaves['saveProfile']) {
  const [optimistic, setOptimistic] = useState<ConsentState | null>(null);
  const [state, setState] = useState<ConsentsSaveState>('idle');
  const [error, setError] = useState<ApiError | null>(null);
  const inFlight = useRef(0);

  const shown = optimistic ?? consentStateOf(profile.marketingConsents);

  // The saved consents show once the cache holds them (the store tells its subscribers a
  // moment after the save): until then the boxes keep what was clicked, without a flicker.
  useEffect(() => {
    if (inFlight.current === 0) setOptimistic(null);
  }, [profile]);

  const change = (next: ConsentState) => {
    setOptimistic(next);
    setError(null);
    setState('saving');
    inFlight.current += 1;
    saveProfile({ marketingConsents: consentsOf(next) }).then(
      () => {
        inFlight.current -= 1;
        if (inFlight.current === 0) setState((current) => (current === 'failed' ? current : 'saved'));
      },
      (failure: unknown) => {
        inFlight.current -= 1;
        console.warn('[profile] the marketing consents could not be saved', failure);
        setOptimistic(null);
        setError(apiErrorOf(failure));
        setState('failed');
      },
    );
  };

  return { shown, change, state, error };
}
