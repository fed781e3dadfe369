import { useId, useRef, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import type { Sex } from '@salon/contracts/catalog-api';
import { SEXES } from '@salon/contracts/catalog-api';
import type { UserProfile } from '@salon/contracts/identity-api';
import { requiredText, SexField, TextField } from '@salon/forms';
import { commonErrorMessage } from '@salon/i18n';
import { Alert, Dialog } from '@salon/ui';
import { PROFILE_NAMESPACE } from '../../../i18n.ts';
import type { ProfileSaves } from '../hooks/use-profile-saves.ts';
import { apiErrorOf, commonCodeOf, personalDetailsFieldOf } from '../lib/api-error.ts';
import { DialogForm, SaveCancelFooter } from './details-layout.tsx';

/** The longest name the API takes (contract NameSchema). */
const NAME_MAX_LENGTH = 100;

interface PersonalDetailsValues {
  sex: '' | Sex;
  firstName: string;
  lastName: string;
}

// Names are required (spec part 2, section 5: 'To pole jest wymagane'); sex is F or M, or still unchosen.
const schema = object({
  sex: string().oneOf(['', ...SEXES]),
  firstName: requiredText({ max: NAME_MAX_LENGTH }),
  lastName: requiredText({ max: NAME_MAX_LENGTH }),
});

export interface PersonalDetailsDialogProps {
  profile: UserProfile;
  saveProfile: ProfileSaves['saveProfile'];
  onClose: () => void;
}

/**
 * The full-screen modal for the base details: sex, first and last name (spec part 2,
 * "Profile: my data"), saved with PUT /api/users/me (v3) as the whole profile with these
 * changed. A refused save keeps the modal open with everything typed: an error about a
 * field shows under it, any other above the form.
 */
export function PersonalDetailsDialog({ profile, saveProfile, onClose }: PersonalDetailsDialogProps) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const formId = useId();
  const sending = useRef(false);
  const [initialValues] = useState<PersonalDetailsValues>(() => ({
    sex: profile.sex ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
  }));

  const submit = async (values: PersonalDetailsValues, helpers: FormikHelpers<PersonalDetailsValues>) => {
    if (sending.current) return;
    sending.current = true;
    helpers.setStatus(undefined);
    try {
      await saveProfile({
        sex: values.sex === '' ? null : values.sex,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      });
      onClose();
    } catch (failure) {
      const error = apiErrorOf(failure);
      const field = personalDetailsFieldOf(error);
      // A namespaced key, so the message follows a change of language (@salon/forms translateError).
      if (field && error.code === 'INVALID_VALUE') helpers.setFieldError(field, `${PROFILE_NAMESPACE}:myDetails.personal.fieldErrors.INVALID_VALUE`);
      else helpers.setStatus(commonCodeOf(error));
    } finally {
      sending.current = false;
    }
  };

  return (
    <Formik<PersonalDetailsValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ handleSubmit, status, isSubmitting }) => (
        <Dialog
          open
          fullScreen
          onClose={onClose}
          title={t('myDetails.personal.dialogTitle')}
          footer={<SaveCancelFooter formId={formId} saving={isSubmitting} onCancel={onClose} />}
        >
          <DialogForm id={formId} noValidate onSubmit={handleSubmit} aria-label={t('myDetails.personal.dialogTitle')}>
            {typeof status === 'string' && <Alert tone="error" title={t('myDetails.personal.saveFailed')}>{commonErrorMessage(status)}</Alert>}
            <SexField name="sex" />
            <TextField name="firstName" label={t('myDetails.personal.firstName')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
            <TextField name="lastName" label={t('myDetails.personal.lastName')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
          </DialogForm>
        </Dialog>
      )}
    </Formik>
  );
}
