import { Formik, useField, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { boolean, mixed, object, string } from 'yup';
import type { Birthday, MarketingConsent, SocialUser } from '@salon/contracts/identity-api';
import { birthday, CheckboxField, daysInMonth, email, messageKey, required, SelectField, TextField, useValidationMessage } from '@salon/forms';
import { useCurrentLanguage, useRuntimeConfig } from '@salon/platform';
import { Alert, Button } from '@salon/ui';
import { StageActions, StageForm, StageText } from '../../../../components/stage-layout.tsx';
import { dayOptions, monthOptions } from '../register/lib/month-options.ts';
import { SexField } from '../register/sex-field.tsx';

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

/** Day and month selects, the months named in the page's language. */
function BirthdayFields() {
  const { t } = useTranslation('auth');
  const language = useCurrentLanguage();
  const [{ value }] = useField<SocialRegisterValues['birthday']>('birthday');
  const [, birthdayMeta] = useField('birthday');
  const translate = useValidationMessage();
  const days = daysInMonth(value.month === '' ? null : value.month);
  // The object's own errors (both or neither, a day the month lacks) are strings; a part's are nested.
  const groupError = birthdayMeta.touched && typeof birthdayMeta.error === 'string' ? translate(birthdayMeta.error) : '';
  return (
    <Fieldset>
      <Legend>{t('social.register.birthday')}</Legend>
      <Pair>
        <SelectField
          name="birthday.day"
          label={t('social.register.birthdayDay')}
          placeholder={t('social.register.chooseDay')}
          options={dayOptions(days)}
        />
        <SelectField
          name="birthday.month"
          label={t('social.register.birthdayMonth')}
          placeholder={t('social.register.chooseMonth')}
          options={monthOptions(language)}
        />
      </Pair>
      {groupError && <FieldErrorText role="alert">{groupError}</FieldErrorText>}
    </Fieldset>
  );
}

const toNumber = (value: number | string) => (value === '' ? null : Number(value));

/**
 * GOOGLE_REGISTER's and APPLE_REGISTER's form (spec part 1, sections 2 and 5): sex, first
 * and last name (and, for Google, the e-mail) required, with what the provider supplied
 * prefilled and locked; an optional birthday (day and month) and marketing consents.
 */
export function SocialRegisterForm({ provider, user, locked, withEmail, onSubmit }: SocialRegisterFormProps) {
  const { t } = useTranslation('auth');
  const { links } = useRuntimeConfig();
  const providerName = provider === 'google' ? 'Google' : 'Apple';
  const isLocked = (field: 'firstName' | 'lastName' | 'email') => locked.includes(field) && Boolean(user?.[field]);
  const lockedHint = t('social.register.locked', { provider: providerName });

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
          <SexField
            name="sex"
            legend={t('social.register.sex')}
            options={[
              { value: 'F', label: t('social.register.female') },
              { value: 'M', label: t('social.register.male') },
            ]}
          />
          <TextField
            name="firstName"
            label={t('social.register.firstName')}
            autoComplete="given-name"
            readOnly={isLocked('firstName')}
            hint={isLocked('firstName') ? lockedHint : undefined}
          />
          <TextField
            name="lastName"
            label={t('social.register.lastName')}
            autoComplete="family-name"
            readOnly={isLocked('lastName')}
            hint={isLocked('lastName') ? lockedHint : undefined}
          />
          {withEmail && (
            <TextField
              name="email"
              type="email"
              label={t('social.register.email')}
              autoComplete="email"
              readOnly={isLocked('email')}
              hint={isLocked('email') ? lockedHint : undefined}
            />
          )}
          <BirthdayFields />
          <Fieldset>
            <Legend>{t('social.register.consents')}</Legend>
            <CheckboxField name="consentEmail" label={t('social.register.consentEmail')} />
            <CheckboxField name="consentTelemarketing" label={t('social.register.consentTelemarketing')} />
          </Fieldset>
          <StageText>
            {t('social.register.privacy')}{' '}
            <a href={links.terms} target="_blank" rel="noreferrer">
              {t('social.register.terms')}
            </a>
            {' · '}
            <a href={links.privacyPolicy} target="_blank" rel="noreferrer">
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

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
`;



const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

const FieldErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;
