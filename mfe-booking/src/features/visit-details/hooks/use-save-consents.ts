import { useState } from 'react';
import { sessionUserOf, type MarketingConsent } from '@salon/contracts/identity-api';
import { bus, setSessionUser } from '@salon/platform';
import { useLazyGetProfileQuery } from '../../../api/get-profile.ts';
import { useUpdateProfileMutation, withMarketingConsents } from '../../../api/update-profile.ts';

export type ConsentsSave = { ok: true } | { ok: false; code: string | null; field: string | null };

function failureOf(error: unknown): { code: string | null; field: string | null } {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return {
    code: typeof record.code === 'string' ? record.code : null,
    field: typeof record.field === 'string' ? record.field : null,
  };
}

/**
 * Saves marketing consents: the current profile is loaded (not from the cache) and sent
 * back whole with the consents changed (PUT /api/users/me, version 3). The API refuses
 * the e-mail consent without a confirmed e-mail (400 INVALID_VALUE on
 * `marketingConsents`); the caller shows that. On success the session and the other
 * remotes hear of the new profile (`profile:updated`).
 */
export function useSaveConsents() {
  const [loadProfile] = useLazyGetProfileQuery();
  const [updateProfile] = useUpdateProfileMutation();
  const [saving, setSaving] = useState(false);

  async function save(consents: MarketingConsent[]): Promise<ConsentsSave> {
    setSaving(true);
    try {
      const profile = await loadProfile(undefined, false).unwrap();
      const saved = await updateProfile(withMarketingConsents(profile, consents)).unwrap();
      const user = sessionUserOf(saved);
      setSessionUser(user);
      bus.emit('profile:updated', { user });
      return { ok: true };
    } catch (error) {
      console.warn('[booking] the marketing consents could not be saved', error);
      return { ok: false, ...failureOf(error) };
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
