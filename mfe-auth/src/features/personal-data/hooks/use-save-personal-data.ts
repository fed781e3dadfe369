import { useState } from 'react';
import type { ApiError } from '@salon/contracts/api';
import { mergedProfile, sessionUserOf } from '@salon/contracts/identity-api';
import { bus, setSessionUser } from '@salon/platform';
import { getProfile, useUpdateBirthdayMutation, useUpdateProfileMutation } from '../../../api/profile.ts';
import { useAuthDispatch } from '../../../app/hooks.ts';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { birthdayOf, profileChangesOf, type MissingPersonalData, type PersonalDataValues } from '../lib/personal-data.ts';

export type PersonalDataSave = { ok: true; saved: boolean } | { ok: false; error: ApiError };

/**
 * Saves the answers of the personal-data modal: the birthday through its own call
 * (PUT /api/users/me/profile/birthday), then sex and consents through PUT /api/users/me
 * (v3) with the whole profile, loaded afresh so that nothing changed meanwhile is
 * overwritten. Then the session and every remote hear of the new profile
 * (`profile:updated`). `saved: false` when nothing was answered, so nothing was sent.
 */
export function useSavePersonalData() {
  const dispatch = useAuthDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  const [updateBirthday] = useUpdateBirthdayMutation();
  const [saving, setSaving] = useState(false);

  const loadProfile = () => dispatch(getProfile.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();

  async function save(values: PersonalDataValues, asked: MissingPersonalData): Promise<PersonalDataSave> {
    const birthday = asked.birthday ? birthdayOf(values) : null;
    const changes = profileChangesOf(values, asked);
    if (!birthday && !changes) return { ok: true, saved: false };
    setSaving(true);
    try {
      if (birthday) await updateBirthday(birthday).unwrap();
      // The profile answer already holds the new birthday; without a profile change, ask for it.
      const saved = changes ? await updateProfile(mergedProfile(await loadProfile(), changes)).unwrap() : await loadProfile();
      const user = sessionUserOf(saved);
      setSessionUser(user);
      bus.emit('profile:updated', { user });
      return { ok: true, saved: true };
    } catch (error) {
      console.warn('[auth] the personal data could not be saved', error);
      return { ok: false, error: apiErrorOf(error) };
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
