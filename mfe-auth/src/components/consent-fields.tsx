import { CheckboxField } from '@salon/forms';
import { Alert } from '@salon/ui';
import { Fieldset, FieldsetHint, Legend } from './stage-layout.tsx';

/** One consent's Formik field (a boolean) and its label. */
export interface ConsentField {
  name: string;
  label: string;
}

export interface ConsentFieldsProps {
  legend: string;
  /** What the consents bring (the loyalty points). */
  hint?: string;
  email: ConsentField;
  telemarketing: ConsentField;
  /**
   * Why the e-mail consent cannot be given now (the API wants a present, confirmed
   * address): its box is disabled and this warning shows below it.
   */
  emailBlockedReason?: string;
}

/**
 * The two marketing consents, e-mail and telemarketing (spec part 1, sections 1 and 5:
 * both bring +50 loyalty points per visit; not granted by default), as a group named by
 * its legend.
 */
export function ConsentFields({ legend, hint, email, telemarketing, emailBlockedReason }: ConsentFieldsProps) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      {hint && <FieldsetHint>{hint}</FieldsetHint>}
      <CheckboxField name={email.name} label={email.label} disabled={Boolean(emailBlockedReason)} />
      {emailBlockedReason && <Alert tone="warning">{emailBlockedReason}</Alert>}
      <CheckboxField name={telemarketing.name} label={telemarketing.label} />
    </Fieldset>
  );
}
