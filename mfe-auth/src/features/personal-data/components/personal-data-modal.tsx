import { useEffect, useId, useRef, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import type { UserProfile } from '@salon/contracts/identity-api';
import { SEXES } from '@salon/contracts/catalog-api';
import { birthday, BirthdayFields, messageKey, SelectField } from '@salon/forms';
import { Alert, Button, Dialog } from '@salon/ui';
import { useGetProfileQuery } from '../../../api/profile.ts';
import { ConsentFields } from '../../../components/consent-fields.tsx';
import { StageForm, StageText } from '../../../components/stage-layout.tsx';
import { commonErrorKey } from '../../../lib/api-error.ts';
import { useSavePersonalData } from '../hooks/use-save-personal-data.ts';
import {
  canGrantEmailConsent,
  initialValuesOf,
  isAnythingMissing,
  missingPersonalData,
  type MissingPersonalData,
  type PersonalDataValues,
} from '../lib/personal-data.ts';

/** A profile answer younger than this is trusted as it is (the sign-in just loaded it). */
const PROFILE_FRESH_SECONDS = 30;

const schema = object({
  sex: string().oneOf(['', ...SEXES]),
  birthday: birthday(),
});

/**
 * The personal-data update modal (spec part 1, section 2 "Dialogs"), shown after a
 * login: it asks only for what the profile lacks among sex, birthday and marketing
 * consents, and closes at once, without showing, when nothing is missing (or the
 * profile cannot be loaded: it is an offer, not a gate). "Nie teraz" closes without
 * saving; nothing is required.
 */
export function PersonalDataModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <OpenModal onClose={onClose} /> : null;
}

function OpenModal({ onClose }: { onClose: () => void }) {
  const { data: profile, isFetching, isError } = useGetProfileQuery(undefined, { refetchOnMountOrArgChange: PROFILE_FRESH_SECONDS });
  // Decided once per opening: after a save the profile reloads, and the questions must not change under the customer.
  const [asked, setAsked] = useState<MissingPersonalData | null>(null);
  if (profile && !isFetching && asked === null) setAsked(missingPersonalData(profile));

  const nothingToAsk = asked !== null && !isAnythingMissing(asked);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (nothingToAsk || (isError && asked === null)) closeRef.current();
  }, [nothingToAsk, isError, asked]);

  if (!profile || asked === null || nothingToAsk) return null;
  return <PersonalDataDialog profile={profile} asked={asked} onClose={onClose} />;
}

interface PersonalDataDialogProps {
  profile: UserProfile;
  asked: MissingPersonalData;
  onClose: () => void;
}

function PersonalDataDialog({ profile, asked, onClose }: PersonalDataDialogProps) {
  const { t } = useTranslation('auth');
  const formId = useId();
  const { save, saving } = useSavePersonalData();
  const [initialValues] = useState(() => initialValuesOf(profile));

  const submit = async (values: PersonalDataValues, helpers: FormikHelpers<PersonalDataValues>) => {
    if (saving) return;
    helpers.setStatus(undefined);
    const result = await save(values, asked);
    if (result.ok) {
      onClose();
      return;
    }
    // The values stay as typed: the customer corrects what the API named, or tries again.
    const { code, field } = result.error;
    if (code === 'ONE_OF_IS_NULL') helpers.setFieldError('birthday', 'ONE_OF_IS_NULL');
    else if (code === 'INVALID_VALUE' && (field === 'day' || field === 'month')) helpers.setFieldError(`birthday.${field}`, messageKey('invalidDay'));
    else if (code === 'INVALID_VALUE' && field === 'marketingConsents')
      helpers.setFieldError('consents.Email', 'auth:personalData.consents.emailNeedsConfirmedAddress');
    else helpers.setStatus(commonErrorKey(result.error));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('personalData.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('personalData.notNow')}
          </Button>
          <Button type="submit" form={formId} disabled={saving} aria-busy={saving || undefined}>
            {saving ? t('personalData.saving') : t('personalData.save')}
          </Button>
        </>
      }
    >
      <Formik<PersonalDataValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, status }) => (
          <StageForm id={formId} noValidate onSubmit={handleSubmit} aria-label={t('personalData.title')}>
            <StageText>{t('personalData.intro')}</StageText>
            {typeof status === 'string' && <Alert tone="error">{t(status)}</Alert>}
            {asked.sex && (
              <SelectField
                name="sex"
                label={t('personalData.sex.label')}
                placeholder={t('personalData.notChosen')}
                options={SEXES.map((sex) => ({ value: sex, label: t(`personalData.sex.${sex}`) }))}
              />
            )}
            {asked.birthday && (
              <BirthdayFields
                name="birthday"
                legend={t('personalData.birthday.legend')}
                hint={t('personalData.birthday.hint')}
                capitaliseMonths={false}
                // A day the new month does not have (31 → February) is dropped rather than left for an error.
                clearMissingDay
              />
            )}
            {asked.consents && (
              <ConsentFields
                legend={t('personalData.consents.legend')}
                hint={t('personalData.consents.hint')}
                email={{ name: 'consents.Email', label: t('personalData.consents.Email') }}
                telemarketing={{ name: 'consents.Telemarketing', label: t('personalData.consents.Telemarketing') }}
                // The API takes the e-mail consent only with a present, confirmed address (spec part 2).
                emailBlockedReason={
                  canGrantEmailConsent(profile)
                    ? undefined
                    : t(profile.email ? 'personalData.consents.emailUnconfirmed' : 'personalData.consents.emailMissing')
                }
              />
            )}
          </StageForm>
        )}
      </Formik>
    </Dialog>
  );
}
