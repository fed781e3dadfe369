import { useTranslation } from 'react-i18next';
import { getTokens, logout } from '@salon/platform';
import { useRevokeSessionMutation } from '../../../api/email-verification.ts';
import { TextButton } from '../../../components/stage-layout.tsx';

/**
 * The way out of the forced modal (spec part 2: "The user can also log out from it").
 * The refresh token is revoked on the API as well, so a copied token stops working; that
 * call is best effort and not awaited: signing out here must not depend on the network.
 */
export function LogoutButton() {
  const { t } = useTranslation('auth');
  const [revokeSession] = useRevokeSessionMutation();

  const signOut = () => {
    const tokens = getTokens();
    if (tokens) void revokeSession({ refreshToken: tokens.refreshToken });
    logout('user');
  };

  return (
    <TextButton type="button" onClick={signOut}>
      {t('emailVerification.logout')}
    </TextButton>
  );
}
