import { useCallback, useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { mergedProfile, sessionUserOf, type BirthdayUpdate, type UpdateProfile, type UserProfile } from '@salon/contracts/identity-api';
import { bus, setSessionUser } from '@salon/platform';
import type { ProfileDispatch } from '../../../app/store.ts';
import { profileSaved } from '../api/profile-cache.ts';
import { useUpdateBirthdayMutation } from '../api/update-birthday.ts';
import { useUpdateProfileMutation } from '../api/update-profile.ts';
import { useConfirmPhoneChangeMutation, useStartPhoneChangeMutation } from '../api/change-phone.ts';

export interface ProfileSaves {
  /** PUT /api/users/me (v3): the latest profile with `changes` applied; resolves with the saved profile, rejects with the API's error. */
  saveProfile: (changes: Partial<UpdateProfile>) => Promise<UserProfile>;
  /** PUT /api/users/me/profile/birthday; resolves with the saved profile, rejects with the API's error. */
  saveBirthday: (birthday: BirthdayUpdate) => Promise<UserProfile>;
  /** Starts a phone change (an SMS code to `phone`); resolves with the profile holding it as `unconfirmedPhone`. */
  startPhoneChange: (phone: string) => Promise<UserProfile>;
  /** Confirms the new phone with its 4-digit code; resolves with the profile that has it. */
  confirmPhone: (phone: string, code: string) => Promise<UserProfile>;
}

/**
 * The tab's saves, one after another. The API replaces the whole profile on each save,
 * so two saves in flight at once (a consent ticked while the previous one is still
 * saving) could each send the other's old value: here each waits for the one before
 * and merges its changes into the profile that one saved. After a save the profile
 * cache is updated (the view and the points box refresh), the session learns the new
 * name, and the other remotes hear `profile:updated`.
 */
export function useProfileSaves(profile: UserProfile): ProfileSaves {
  const dispatch = useDispatch<ProfileDispatch>();
  const [updateProfile] = useUpdateProfileMutation();
  const [updateBirthday] = useUpdateBirthdayMutation();
  const [startPhone] = useStartPhoneChangeMutation();
  const [confirmPhoneChange] = useConfirmPhoneChangeMutation();
  // The newest profile known: the answer of the last save, or the cached one once it changes (a reload).
  const latest = useRef(profile);
  useEffect(() => {
    latest.current = profile;
  }, [profile]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const enqueue = useCallback(
    (send: (current: UserProfile) => Promise<UserProfile>): Promise<UserProfile> => {
      const run = queue.current.then(async () => {
        const saved = await send(latest.current);
        latest.current = saved;
        // Awaited: the upsert is a thunk that settles later, and the caller (closing a modal,
        // dropping the optimistic consents) must not show the old cache meanwhile.
        await dispatch(profileSaved(saved));
        const user = sessionUserOf(saved);
        setSessionUser(user);
        bus.emit('profile:updated', { user });
        return saved;
      });
      // A failed save does not stop the next one.
      queue.current = run.catch(() => undefined);
      return run;
    },
    [dispatch],
  );

  const saveProfile = useCallback(
    (changes: Partial<UpdateProfile>) => enqueue((current) => updateProfile(mergedProfile(current, changes)).unwrap()),
    [enqueue, updateProfile],
  );
  const saveBirthday = useCallback(
    (birthday: BirthdayUpdate) => enqueue(() => updateBirthday(birthday).unwrap()),
    [enqueue, updateBirthday],
  );

  const startPhoneChange = useCallback((phone: string) => enqueue(() => startPhone({ phone }).unwrap()), [enqueue, startPhone]);
  const confirmPhone = useCallback(
    (phone: string, code: string) => enqueue(() => confirmPhoneChange({ phone, token: Number(code) }).unwrap()),
    [enqueue, confirmPhoneChange],
  );

  return { saveProfile, saveBirthday, startPhoneChange, confirmPhone };
}
