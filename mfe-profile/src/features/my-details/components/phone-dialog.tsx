import { useId, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { object } from 'yup';
import { CodeInput, messageKey, notSameAs, ResendButton, strongPhone, TextField, type CodeInputStatus } from '@salon/forms';
import { commonErrorMessage } from '@salon/i18n';
import { Alert, Button, Dialog } from '@salon/ui';
import { PROFILE_NAMESPACE } from '../../../i18n.ts';
import type { ProfileSaves } from '../hooks/use-profile-saves.ts';
import { apiErrorOf, commonCodeOf } from '../lib/api-error.ts';
import { DialogForm } from './details-layout.tsx';

/** Seconds between two SMS codes in the phone change (spec part 2: 60 s in the phone flow). */
const RESEND_SECONDS = 60;

export interface PhoneDialogProps {
  currentPhone: string | null;
  startPhoneChange: ProfileSaves['startPhoneChange'];
  confirmPhone: ProfileSaves['confirmPhone'];
  onClose: () => void;
}

type Stage = { name: 'phone'; notice: string | null } | { name: 'code'; phone: string } | { name: 'done'; phone: string };

/**
 * The phone change (spec part 2, section 4 "Phone change"): the new number, then the
 * 4-digit SMS code (resend after 60 s), then a confirmation. The account keeps its number
 * until the code is right; a locked code (too many wrong ones) goes back to the number.
 */
export function PhoneDialog({ currentPhone, startPhoneChange, confirmPhone, onClose }: PhoneDialogProps) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const [stage, setStage] = useState<Stage>({ name: 'phone', notice: null });
  const title = stage.name === 'done' ? t('myDetails.phone.doneTitle') : stage.name === 'code' ? t('myDetails.phone.codeTitle') : t('myDetails.phone.dialogTitle');
  return (
    <Dialog open fullScreen onClose={onClose} title={title}>
      <Body>
        {stage.name === 'phone' && (
          <PhoneStage
            currentPhone={currentPhone}
            notice={stage.notice}
            start={startPhoneChange}
            onCancel={onClose}
            onSent={(phone) => setStage({ name: 'code', phone })}
          />
        )}
        {stage.name === 'code' && (
          <CodeStage
            phone={stage.phone}
            confirm={confirmPhone}
            resend={() => startPhoneChange(stage.phone)}
            onConfirmed={() => setStage({ name: 'done', phone: stage.phone })}
            onLocked={() => setStage({ name: 'phone', notice: t('myDetails.phone.locked') })}
          />
        )}
        {stage.name === 'done' && (
          <>
            <p>{t('myDetails.phone.done', { phone: stage.phone })}</p>
            <div>
              <Button onClick={onClose}>{t('myDetails.phone.close')}</Button>
            </div>
          </>
        )}
      </Body>
    </Dialog>
  );
}

function PhoneStage({
  currentPhone,
  notice,
  start,
  onCancel,
  onSent,
}: {
  currentPhone: string | null;
  notice: string | null;
  start: ProfileSaves['startPhoneChange'];
  onCancel: () => void;
  onSent: (phone: string) => void;
}) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const formId = useId();
  const schema = object({ phone: strongPhone().concat(notSameAs(currentPhone, 'phone')) });

  const submit = async ({ phone }: { phone: string }, helpers: FormikHelpers<{ phone: string }>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await start(phone.trim());
      onSent(saved.unconfirmedPhone ?? phone.trim());
    } catch (failure) {
      const error = apiErrorOf(failure);
      if (error.code === 'DUPLICATE_VALUE') helpers.setFieldError('phone', `profile:myDetails.phone.taken`);
      else if (error.code === 'INVALID_VALUE' && error.field === 'phone') {
        helpers.setFieldError('phone', (error as { reason?: string }).reason === 'SAME_AS_CURRENT' ? messageKey('samePhone') : messageKey('phone'));
      } else helpers.setStatus(commonCodeOf(error));
    }
  };

  return (
    <Formik initialValues={{ phone: '' }} validationSchema={schema} onSubmit={submit}>
      {({ handleSubmit, status, isSubmitting }) => (
        <DialogForm id={formId} noValidate onSubmit={handleSubmit} aria-label={t('myDetails.phone.dialogTitle')}>
          {notice && <Alert tone="warning">{notice}</Alert>}
          {typeof status === 'string' && <Alert tone="error">{commonErrorMessage(status)}</Alert>}
          <p>{t('myDetails.phone.intro')}</p>
          <TextField name="phone" type="tel" label={t('myDetails.phone.label')} placeholder="123 456 789" autoComplete="tel" autoFocus />
          <Actions>
            <Button variant="secondary" onClick={onCancel}>
              {t('myDetails.cancel')}
            </Button>
            <Button type="submit" aria-disabled={isSubmitting || undefined}>
              {isSubmitting ? t('myDetails.phone.sending') : t('myDetails.phone.send')}
            </Button>
          </Actions>
        </DialogForm>
      )}
    </Formik>
  );
}

function CodeStage({
  phone,
  confirm,
  resend,
  onConfirmed,
  onLocked,
}: {
  phone: string;
  confirm: ProfileSaves['confirmPhone'];
  resend: () => Promise<unknown>;
  onConfirmed: () => void;
  onLocked: () => void;
}) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<CodeInputStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const check = async (typed: string) => {
    setStatus('progress');
    setError(null);
    try {
      await confirm(phone, typed);
      setStatus('success');
      onConfirmed();
    } catch (failure) {
      const apiError = apiErrorOf(failure);
      if (apiError.code === 'INVALID_TOKEN_TOO_MANY_TIMES') {
        onLocked();
        return;
      }
      setStatus('error');
      setError(apiError.code === 'INVALID_TOKEN' ? t('myDetails.phone.wrongCode') : commonErrorMessage(commonCodeOf(apiError)));
    }
  };

  return (
    <>
      <p>{t('myDetails.phone.codeSent', { phone })}</p>
      <CodeInput
        value={code}
        onChange={(value) => {
          setCode(value);
          if (status === 'error') setStatus('idle');
        }}
        onComplete={(typed) => void check(typed)}
        status={status}
        label={t('myDetails.phone.codeLabel')}
        errorMessage={error}
        autoFocus
      />
      <ResendButton onResend={resend} cooldownSeconds={RESEND_SECONDS} />
    </>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: min(100%, 480px);
  margin: 0 auto;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
