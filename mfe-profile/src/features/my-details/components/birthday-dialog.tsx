import { useId, useRef } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { birthday, BirthdayFields, messageKey } from '@salon/forms';
import { commonErrorMessage } from '@salon/i18n';
import { Alert, Dialog } from '@salon/ui';
import { PROFILE_NAMESPACE } from '../../../i18n.ts';
import type { ProfileSaves } from '../hooks/use-profile-saves.ts';
import { apiErrorOf, commonCodeOf } from '../lib/api-error.ts';
import { birthdayToSave, EMPTY_BIRTHDAY, type BirthdayValues } from '../lib/birthday.ts';
import { DialogForm, SaveCancelFooter } from './details-layout.tsx';

// Both or neither ('You must fill in both fields to add a birth date.'), and a day the month has.
const schema = object({ birthday: birthday() });

export interface BirthdayDialogProps {
  saveBirthday: ProfileSaves['saveBirthday'];
  /** `saved` is true when a birthday was added (the add button is gone then). */
  onClose: (saved: boolean) => void;
}

/**
 * The full-screen modal that adds the birthday, day and month (spec part 2, "Profile: my
 * data" and section 5), saved with PUT /api/users/me/profile/birthday. Nothing chosen
 * adds nothing and closes it.
 */
export function BirthdayDialog({ saveBirthday, onClose }: BirthdayDialogProps) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const formId = useId();
  const sending = useRef(false);

  const submit = async (values: { birthday: BirthdayValues }, helpers: FormikHelpers<{ birthday: BirthdayValues }>) => {
    const chosen = birthdayToSave(values.birthday);
    if (!chosen) {
      onClose(false);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    helpers.setStatus(undefined);
    try {
      await saveBirthday(chosen);
      onClose(true);
    } catch (failure) {
      const error = apiErrorOf(failure);
      if (error.code === 'ONE_OF_IS_NULL') helpers.setFieldError('birthday', 'ONE_OF_IS_NULL');
      else if (error.code === 'INVALID_VALUE' && (error.field === 'day' || error.field === 'month')) helpers.setFieldError('birthday', messageKey('invalidDay'));
      else helpers.setStatus(commonCodeOf(error));
    } finally {
      sending.current = false;
    }
  };

  return (
    <Formik<{ birthday: BirthdayValues }> initialValues={{ birthday: EMPTY_BIRTHDAY }} validationSchema={schema} onSubmit={submit}>
      {({ handleSubmit, status, isSubmitting }) => (
        <Dialog
          open
          fullScreen
          onClose={() => onClose(false)}
          title={t('myDetails.birthday.dialogTitle')}
          footer={<SaveCancelFooter formId={formId} saving={isSubmitting} onCancel={() => onClose(false)} />}
        >
          <DialogForm id={formId} noValidate onSubmit={handleSubmit} aria-label={t('myDetails.birthday.dialogTitle')}>
            {typeof status === 'string' && <Alert tone="error" title={t('myDetails.birthday.saveFailed')}>{commonErrorMessage(status)}</Alert>}
            <BirthdayFields name="birthday" legend={t('myDetails.birthday.legend')} hint={t('myDetails.birthday.hint')} clearMissingDay />
          </DialogForm>
        </Dialog>
      )}
    </Formik>
  );
}
