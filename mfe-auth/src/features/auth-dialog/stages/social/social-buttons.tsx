import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRuntimeConfig } from '@salon/platform';
import { Alert, Button } from '@salon/ui';
import { useSocialSignIn } from './use-social-sign-in.ts';

/**
 * "Continue with Google / Apple" (IDENTIFICATION and REGISTER_CHOOSE), each shown when the
 * runtime config turns its provider on. A click opens the provider, then signs in or moves
 * to the provider's phone stage; one provider at a time.
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const { socialLogin } = useRuntimeConfig();
  const { google, apple } = useSocialSignIn();
  const [busy, setBusy] = useState<'google' | 'apple' | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!socialLogin.google && !socialLogin.apple) return null;

  const run = async (provider: 'google' | 'apple') => {
    setBusy(provider);
    setError(null);
    try {
      if (provider === 'google') setError(await google());
      else await apple();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group role="group" aria-label={t('social.buttons.label')}>
      {socialLogin.google && (
        <Button type="button" variant="secondary" fullWidth disabled={busy !== null} aria-busy={busy === 'google'} onClick={() => void run('google')}>
          {t('social.buttons.google')}
        </Button>
      )}
      {socialLogin.apple && (
        <Button type="button" variant="secondary" fullWidth disabled={busy !== null} aria-busy={busy === 'apple'} onClick={() => void run('apple')}>
          {t('social.buttons.apple')}
        </Button>
      )}
      {error && <Alert tone="error">{t(error)}</Alert>}
    </Group>
  );
}

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
