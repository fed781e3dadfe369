import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { boolean, mixed, object, string } from 'yup';
import type { Birthday, MarketingConsent, SocialUser } from '@salon/contracts/identity-api';
import { LEGAL_PAGE_PATHS } from '@salon/contracts/runtime-config';
import { birthday, BirthdayFields, email, messageKey, required, SexField, TextField } from '@salon/forms';
import { Alert, Button } from '@salon/ui';
import { ConsentFields } from '../../../../components/consent-fields.tsx';
import { StageActions, StageForm, StageText } from '../../../../components/stage-layout.tsx';

export interface SocialRegisterValues {
  sex: '' | 'F' | 'M';
  firstName: string;
  lastName: string;
  email: string;
  birthday: { day: number | ''; month: number | '' };
  consentEmail: boolean;
  consentTelemarketing: boolean;
}

/** What the stage sends, whatever the provider: birthday null unless both parts are chosen (spec part 1, section 5). */
export interface SocialRegisterAnswers {
  sex: 'F' | 'M';
  firstName: string;
  lastName: string;
  email: string;
  birthday: Birthday | null;
  marketingConsents: MarketingConsent[];
}

export interface SocialRegisterFormProps {
  provider: 'google' | 'apple';
  /** The provider's data: prefilled; `locked` says which of it cannot be edited. */
  user: SocialUser | null;
  /** Fields the provider supplied that stay as they are (spec part 1, section 5). */
  locked: ReadonlyArray<'firstName' | 'lastName' | 'email'>;
  /** Google's register asks the e-mail (locked when Google gave it); Apple's does not. */
  withEmail: boolean;
  /** Resolves to an auth-namespace key for the form, or to field errors, or nothing when the flow moved on. */
  onSubmit: (answers: SocialRegisterAnswers) => Promise<{ status?: string; fields?: Partial<Record<keyof SocialRegisterValues, string>> } | void>;
}

const sexRule = () => mixed<'' | 'F' | 'M'>().oneOf(['F', 'M'], messageKey('required')).required(messageKey('required'));

const toNumber = (value: number | string) => (value === '' ? null : Number(value));

/**
 * GOOGLE_REGISTER's and APPLE_REGISTER's form (spec part 1, sections 2 and 5): sex, first
 * and last name (and, for Google, the e-mail) required, with what the provider supplied
 * prefilled and locked; an optional birthday (day and month) and marketing consents.
 */
export function SocialRegisterForm({ provider, user, locked, withEmail, onSubmit }: SocialRegisterFormProps) {
  const { t } = useTranslation('auth');
  const providerName = provider === 'google' ? 'Google' : 'Apple';
  const lockedHint = t('social.register.locked', { provider: providerName });
  /** A field the provider supplied is read-only, and its hint says where the value came from. */
  const lockOf = (field: 'firstName' | 'lastName' | 'email') => {
    const isLocked = locked.includes(field) && Boolean(user?.[field]);
    return { readOnly: isLocked, hint: isLocked ? lockedHint : undefined };
  };

  const schema = object({
    sex: sexRule(),
    firstName: required(),
    lastName: required(),
    email: withEmail ? email() : string(),
    birthday: birthday(),
    consentEmail: boolean(),
    consentTelemarketing: boolean(),
  });

  const initialValues: SocialRegisterValues = {
    sex: '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    birthday: { day: '', month: '' },
    consentEmail: false,
    consentTelemarketing: false,
  };

  const submit = async (values: SocialRegisterValues, helpers: FormikHelpers<SocialRegisterValues>) => {
    helpers.setStatus(null);
    const day = toNumber(values.birthday.day);
    const month = toNumber(values.birthday.month);
    const outcome = await onSubmit({
      sex: values.sex as 'F' | 'M',
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      birthday: day !== null && month !== null ? { day, month } : null,
      marketingConsents: [
        { channel: 'Email', granted: values.consentEmail },
        { channel: 'Telemarketing', granted: values.consentTelemarketing },
      ],
    });
    if (!outcome) return;
    if (outcome.status) helpers.setStatus(outcome.status);
    for (const [field, message] of Object.entries(outcome.fields ?? {})) helpers.setFieldError(field, message);
  };

  return (
    <Formik<SocialRegisterValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ handleSubmit, isSubmitting, status }) => (
        <StageForm noValidate onSubmit={handleSubmit}>
          <StageText>{t(provider === 'google' ? 'social.register.googleIntro' : 'social.register.appleIntro')}</StageText>
          <SexField name="sex" />
          <TextField name="firstName" label={t('social.register.firstName')} autoComplete="given-name" {...lockOf('firstName')} />
          <TextField name="lastName" label={t('social.register.lastName')} autoComplete="family-name" {...lockOf('lastName')} />
          {withEmail && (
            <TextField name="email" type="email" label={t('social.register.email')} autoComplete="email" {...lockOf('email')} />
          )}
          <BirthdayFields name="birthday" legend={t('social.register.birthday')} />
          <ConsentFields
            legend={t('social.register.consents')}
            email={{ name: 'consentEmail', label: t('social.register.consentEmail') }}
            telemarketing={{ name: 'consentTelemarketing', label: t('social.register.consentTelemarketing') }}
          />
          <StageText>
            {t('social.register.privacy')}{' '}
            <a href={LEGAL_PAGE_PATHS.terms} target="_blank" rel="noreferrer">
              {t('social.register.terms')}
            </a>
            {' · '}
            <a href={LEGAL_PAGE_PATHS.privacyPolicy} target="_blank" rel="noreferrer">
              {t('social.register.privacyPolicy')}
            </a>
          </StageText>
          {typeof status === 'string' && <Alert tone="error">{t(status)}</Alert>}
          <StageActions>
            <Button type="submit" disabled={isSubmitting}>
              {t('social.register.submit')}
            </Button>
          </StageActions>
        </StageForm>
      )}
    </Formik>
  );
}
