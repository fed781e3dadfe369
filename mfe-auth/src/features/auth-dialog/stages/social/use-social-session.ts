import { useEffect } from 'react';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import type { SocialSession } from '../../store/auth-flow-slice.ts';

/**
 * The provider sign-in a social stage continues. Without one (a stage reached some other
 * way) there is nothing to continue: the flow goes to ERROR, whose button starts over.
 */
export function useSocialSession(provider: 'google' | 'apple'): SocialSession | null {
  const { flow, goTo } = useAuthFlow();
  const social = flow.social?.provider === provider ? flow.social : null;
  const missing = social === null || (provider === 'apple' && social.apple === null);
  useEffect(() => {
    if (missing) goTo({ stage: 'ERROR' });
  }, [missing, goTo]);
  return missing ? null : social;
}
