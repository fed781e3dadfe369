import { useBusEvent } from '@salon/platform';
import { useDispatch } from 'react-redux';
import { getProfileApi, PROFILE_TAG } from '../api/get-profile.ts';

/**
 * Reloads the profile when another remote changed it: the auth remote's e-mail modal
 * (`profile:updated`), booking's preferred-salon picker (`preferred-salon:changed`).
 */
export function useProfileSync(): void {
  const dispatch = useDispatch();
  const reload = () => dispatch(getProfileApi.util.invalidateTags([PROFILE_TAG]));
  useBusEvent('profile:updated', reload);
  useBusEvent('preferred-salon:changed', reload);
}
