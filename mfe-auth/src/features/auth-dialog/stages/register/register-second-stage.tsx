import { useEffect } from 'react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import type { Birthday, MarketingConsent, Tokens } from '@salon/contracts/identity-api';
import { LEGAL_PAGE_PATHS } from '@salon/contracts/runtime-config';
import { birthday, BirthdayFields } from '@salon/forms';
import { Alert, Button, VisuallyHidden } from '@salon/ui';
import { useRegisterMutation } from '../../../../api/registration.ts';
import { ConsentFields } from '../../../../components/consent-fields.tsx';
import { StageActions, StageForm, StageSection, StageText } from '../../../../components/stage-layout.tsx';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { useAuthDialog } from '../../components/auth-dialog-context.tsx';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import type { RegistrationExtras } from '../../store/auth-flow-slice.ts';
import { CodesExpired } from './codes-expired.tsx';
import { registerFieldOf, registrationPayload } from './lib/registration-payload.ts';
import { RegistrationIncomplete } from './registration-incomplete.tsx';

interface Values {
  /** Select values: '' while not chosen. */
  birthday: { day: string; month: string };
  consentEmail: boolean;
  consentTelemarketing: boolean;
}

const schema = object({ birthday: birthday() });

const dayOrMonth = (value: string) => (value === '' ? null : Number(value));

/** The answers as the flow keeps them (and as the payload takes them, once the birthday is whole). */
function extrasOf(values: Values): RegistrationExtras {
  const consents: MarketingConsent[] = [
    { channel: 'Email', granted: values.consentEmail },
    { channel: 'Telemarketing', granted: values.consentTelemarketing },
  ];
  const chosen: Birthday = { day: dayOrMonth(values.birthday.day), month: dayOrMonth(values.birthday.month) };
  return { birthday: chosen.day === null && chosen.month === null ? null : chosen, marketingConsents: consents };
}

function valuesOf(extras: RegistrationExtras | null): Values {
  const granted = (channel: MarketingConsent['channel']) => extras?.marketingConsents.find((consent) => consent.channel === channel)?.granted ?? false;
  return {
    birthday: { day: extras?.birthday?.day?.toString() ?? '', month: extras?.birthday?.month?.toString() ?? '' },
    consentEmail: granted('Email'),
    consentTelemarketing: granted('Telemarketing'),
  };
}

/** API fields that belong to the birthday (ONE_OF_IS_NULL names day or month). */
const BIRTHDAY_FIELDS = new Set(['birthday', 'day', 'month']);

type Status = { codesExpired: true } | { errorKey: string } | null;

/**
 * REGISTER_SECOND (spec part 1, sections 2, 5 and 7): the optional birthday (day and
 * month, both or neither) and the two marketing consents (not granted by default), then
 * the account is created and signed in; the dialog stays open for REGISTER_CONFIRMATION.
 * The privacy policy is only linked: the registration payload carries no acceptance.
 * Answers are kept in the flow as they change, so REGISTER's back arrow loses nothing.
 */
export function RegisterSecondStage() {
  const { t } = useTranslation('auth');
  const { flow, goTo } = useAuthFlow();
  const { finish } = useAuthDialog();
  const [register] = useRegisterMutation();
  const { email, emailToken, phone, phoneToken, registration } = flow;
  if (!email || !emailToken || !phone || !phoneToken || !registration) return <RegistrationIncomplete />;
  const contact = { email, emailToken, phone, phoneToken };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const extras = extrasOf(values);
    let tokens: Tokens;
    try {
      tokens = await register(registrationPayload(contact, registration, extras)).unwrap();
    } catch (error) {
      const apiError = apiErrorOf(error);
      const birthdayError = apiError.code === 'ONE_OF_IS_NULL' || (apiError.code === 'INVALID_VALUE' && BIRTHDAY_FIELDS.has(apiError.field ?? ''));
      if (apiError.code === 'UNAUTHORIZED') helpers.setStatus({ codesExpired: true } satisfies Status);
      else if (birthdayError) helpers.setFieldError('birthday', apiError.code === 'ONE_OF_IS_NULL' ? 'ONE_OF_IS_NULL' : 'validation:messages.invalidDay');
      // REGISTER's answers were checked by validate; should the API refuse one now, it is corrected there.
      else if (apiError.code === 'PASSWORD_TOO_SIMPLE' || (apiError.code === 'INVALID_VALUE' && registerFieldOf(apiError.field))) {
        goTo({ stage: 'REGISTER', extras, notice: 'register.errors.checkForm' });
      } else if (apiError.code === 'INVALID_VALUE') helpers.setStatus({ errorKey: 'register.errors.invalidValue' } satisfies Status);
      else if (apiError.code === 'USER_INACTIVE') goTo({ stage: 'USER_INACTIVE' });
      else helpers.setStatus({ errorKey: commonErrorKey(apiError) } satisfies Status);
      return;
    }
    // The account exists from here on: whatever follows must not offer to register again.
    await finish(tokens, 'registration', { stayOpen: true });
    // Signed in: the password and the used-up codes have no reason to stay in memory.
    goTo({ stage: 'REGISTER_CONFIRMATION', registration: null, extras: null, emailToken: null, phoneToken: null });
  };

  return (
    <StageSection>
      <Formik<Values> initialValues={valuesOf(flow.extras)} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting, status, values }) => {
          const shown = status as Status;
          return (
            <StageForm noValidate onSubmit={handleSubmit}>
              <KeepExtras />
              <BirthdayFields name="birthday" legend={t('register.second.birthday')} hint={t('register.second.birthdayHint')} />
              <ConsentFields
                legend={t('register.second.consents')}
                hint={t('register.second.consentsHint')}
                email={{ name: 'consentEmail', label: t('register.second.consentEmail') }}
                telemarketing={{ name: 'consentTelemarketing', label: t('register.second.consentTelemarketing') }}
              />
              <PrivacyNotice href={LEGAL_PAGE_PATHS.privacyPolicy} />
              {shown && 'codesExpired' in shown && <CodesExpired messageKey="register.errors.registerUnauthorized" keep={{ extras: extrasOf(values) }} />}
              {shown && 'errorKey' in shown && <Alert tone="error">{t(shown.errorKey)}</Alert>}
              <StageActions>
                <Button type="submit" disabled={isSubmitting}>
                  {t('register.second.submit')}
                </Button>
              </StageActions>
            </StageForm>
          );
        }}
      </Formik>
    </StageSection>
  );
}

/** Writes the answers to the flow as they change, for the back arrow to REGISTER and back. */
function KeepExtras() {
  const { values } = useFormikContext<Values>();
  const { flow, goTo } = useAuthFlow();
  const extras = extrasOf(values);
  const changed = JSON.stringify(extras) !== JSON.stringify(flow.extras ?? extrasOf(valuesOf(null)));
  useEffect(() => {
    if (changed && flow.stage === 'REGISTER_SECOND') goTo({ stage: 'REGISTER_SECOND', extras, notice: flow.notice });
  });
  return null;
}

/**
 * The privacy policy, linked from one translated sentence ("… <link>privacy policy</link>.")
 * so that each language places the link where its grammar wants it. It opens beside the
 * dialog, so the registration typed so far stays, and says so to screen readers.
 */
function PrivacyNotice({ href }: { href: string }) {
  const { t } = useTranslation('auth');
  const [before = '', linkText = '', after = ''] = t('register.second.privacy').split(/<\/?link>/);
  return (
    <StageText>
      {before}
      <a href={href} target="_blank" rel="noreferrer">
        {linkText}
        <VisuallyHidden> {t('register.second.newTab')}</VisuallyHidden>
      </a>
      {after}
    </StageText>
  );
}
