import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@salon/contracts/identity-api';
import { CheckboxField } from '@salon/forms';
import { Alert } from '@salon/ui';
import { canGrantEmailConsent } from '../lib/personal-data.ts';
import { Fieldset, Hint, Legend } from './form-group.ts';

/**
 * The two marketing consents (spec part 1, sections 1 and 5: both bring +50 loyalty
 * points per visit; not granted by default). The e-mail one needs a present, confirmed
 * address (spec part 2), so without one it is disabled and the warning says why.
 */
export function ConsentFields({ profile }: { profile: Pick<UserProfile, 'email' | 'emailConfirmed'> }) {
  const { t } = useTranslation('auth');
  const emailAllowed = canGrantEmailConsent(profile);

  return (
    <Fieldset>
      <Legend>{t('personalData.consents.legend')}</Legend>
      <Hint>{t('personalData.consents.hint')}</Hint>
      <CheckboxField name="consents.Email" label={t('personalData.consents.Email')} disabled={!emailAllowed} />
      {!emailAllowed && (
        <Alert tone="warning">{t(profile.email ? 'personalData.consents.emailUnconfirmed' : 'personalData.consents.emailMissing')}</Alert>
      )}
      <CheckboxField name="consents.Telemarketing" label={t('personalData.consents.Telemarketing')} />
    </Fieldset>
  );
}
