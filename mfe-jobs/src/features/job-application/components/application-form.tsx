import { useEffect, useRef, useState, type Ref } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ApiError } from '@salon/contracts/api';
import { APPLICATION_MESSAGE_MAX_LENGTH, type RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { CheckboxField, Fieldset, Legend, TextAreaField, TextField } from '@salon/forms';
import { Alert, Button, VisuallyHidden, media } from '@salon/ui';
import { PRIVACY_POLICY_PATH } from '../../../lib/jobs-paths.ts';
import { useSendApplicationMutation } from '../api/send-application.ts';
import {
  EMPTY_APPLICATION,
  NAME_MAX_LENGTH,
  applicationFormData,
  applicationSchema,
  fieldErrorOf,
  sendFailureOf,
  type ApplicationValues,
  type SendFailure,
} from '../lib/application-form.ts';
import { CvField } from './cv-field.tsx';

/** The form's section: `#aplikuj` links to it. */
const FORM_SECTION_ID = 'aplikuj';

export interface ApplicationFormProps {
  offer: RecruitmentOffer;
  /** The section, for the offer's "Apply" button, which scrolls to it and focuses its heading. */
  ref?: Ref<HTMLElement>;
}

/**
 * The application for an offer without an external recruitment link (spec part 2,
 * sections 3 and 5): names, a strong phone, e-mail, an optional message, the CV (a PDF
 * of 2 MB at most), two required consents and an optional one, sent as
 * multipart/form-data.
 *
 * Progress: the upload goes through the platform's base query (fetch: same headers and
 * error shape as every call), and fetch reports no upload progress; a CV is 2 MB at
 * most, a second or two on a phone, so an indeterminate bar with a "sending" line in
 * the live region says what happens without a byte count. A failure keeps every value:
 * a 400 lands on its field, anything else in an alert above the button.
 */
export function ApplicationForm({ offer, ref }: ApplicationFormProps) {
  const { t } = useTranslation('jobs');
  const [send] = useSendApplicationMutation();
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [sent, setSent] = useState(false);
  const successHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) successHeading.current?.focus();
  }, [sent]);

  // The API's verdict on a field stays on it while the field holds the value it judged:
  // Formik re-validates the whole form on every blur, which would otherwise wipe it.
  const serverErrors = useRef(new Map<keyof ApplicationValues, { message: string; value: unknown }>());
  const validate = (values: ApplicationValues) => {
    const errors: Partial<Record<keyof ApplicationValues, string>> = {};
    for (const [field, { message, value }] of serverErrors.current) {
      if (values[field] === value) errors[field] = message;
    }
    return errors;
  };

  const submit = async (values: ApplicationValues, helpers: FormikHelpers<ApplicationValues>) => {
    setFailure(null);
    serverErrors.current.clear();
    const result = await send({ offerId: offer.id, form: applicationFormData(values) });
    if (!('error' in result) || !result.error) {
      setSent(true);
      return;
    }
    const error = result.error as ApiError;
    const onField = fieldErrorOf(error);
    if (onField) {
      serverErrors.current.set(onField.field, { message: onField.message, value: values[onField.field] });
      helpers.setFieldTouched(onField.field, true, false);
      helpers.setFieldError(onField.field, onField.message);
      return;
    }
    setFailure(sendFailureOf(error));
  };

  return (
    <Section ref={ref} aria-labelledby="application-heading" id={FORM_SECTION_ID}>
      <Heading id="application-heading" tabIndex={-1}>
        {t('application.title')}
      </Heading>
      {sent ? (
        <Success role="status">
          <h3 ref={successHeading} tabIndex={-1}>
            {t('application.success.title')}
          </h3>
          <p>{t('application.success.next', { salon: offer.salon.name })}</p>
          <p>{t('application.success.email')}</p>
        </Success>
      ) : (
        <>
          <Intro>{t('application.intro')}</Intro>
          <Formik initialValues={EMPTY_APPLICATION} validationSchema={applicationSchema} validate={validate} onSubmit={submit}>
            {({ isSubmitting }) => (
              <Form noValidate aria-labelledby="application-heading" aria-busy={isSubmitting}>
                <FocusFirstError />
                <Names>
                  <TextField name="firstName" label={t('application.firstName')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
                  <TextField name="lastName" label={t('application.lastName')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
                </Names>
                <Names>
                  <TextField name="phoneNumber" type="tel" label={t('application.phone')} autoComplete="tel" inputMode="tel" placeholder="123 456 789" />
                  <TextField name="email" type="email" label={t('application.email')} autoComplete="email" />
                </Names>
                <TextAreaField name="message" label={t('application.message')} maxLength={APPLICATION_MESSAGE_MAX_LENGTH} hint={t('application.messageHint')} />
                <CvField name="file" label={t('application.cv.label')} disabled={isSubmitting} />
                <Fieldset>
                  <Legend>{t('application.consents.legend')}</Legend>
                  <CheckboxField name="consentRecruitment" label={t('application.consents.recruitment', { salon: offer.salon.name })} />
                  <CheckboxField
                    name="consentPrivacyPolicy"
                    label={
                      <Trans
                        t={t}
                        i18nKey="application.consents.privacy"
                        components={{ policy: <Link to={PRIVACY_POLICY_PATH} target="_blank" rel="noopener" />, hidden: <VisuallyHidden /> }}
                      />
                    }
                  />
                  <CheckboxField name="consentFutureRecruitment" label={t('application.consents.future')} />
                </Fieldset>
                {failure && (
                  <Alert tone="error" title={t(`application.failure.${failure}.title`)}>
                    <p>{t(`application.failure.${failure}.text`)}</p>
                  </Alert>
                )}
                <Status role="status">
                  {isSubmitting && (
                    <>
                      <span>{t('application.sending')}</span>
                      <Progress aria-label={t('application.sending')} />
                    </>
                  )}
                </Status>
                <Button type="submit" disabled={isSubmitting}>
                  {t(isSubmitting ? 'application.sending' : 'application.submit')}
                </Button>
                <Required>{t('application.requiredNote')}</Required>
              </Form>
            )}
          </Formik>
        </>
      )}
    </Section>
  );
}

/**
 * After a submit that did not go through (the rules, or a field error from the API),
 * puts the focus in the first field that says what is wrong, in the order of the form.
 */
function FocusFirstError() {
  const { isSubmitting, errors } = useFormikContext<ApplicationValues>();
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (isSubmitting) {
      wasSubmitting.current = true;
      return;
    }
    if (!wasSubmitting.current) return;
    wasSubmitting.current = false;
    if (Object.keys(errors).length === 0) return;
    document.querySelector<HTMLElement>(`#${FORM_SECTION_ID} [aria-invalid="true"]`)?.focus();
  }, [isSubmitting, errors]);
  return null;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 760px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: 96px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Names = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.md};

  ${media.up('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Progress = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Required = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Success = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSurface};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.success};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;
