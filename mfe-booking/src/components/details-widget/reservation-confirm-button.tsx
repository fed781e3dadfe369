import { useTranslation } from 'react-i18next';
import { Button } from '@salon/ui';

export interface ReservationConfirmButtonProps {
  /** Booking a new visit or saving the changes of an edited one: the label differs (spec part 1, section 2). */
  mode: 'create' | 'edit';
  /** Creating: disabled while first name, last name or phone is missing. */
  disabled?: boolean;
  /** A request is running: the button says so and cannot be pressed twice. */
  busy?: boolean;
  /** Id of the form it submits, when it is rendered outside it (a sticky bar, the mobile summary). */
  form?: string;
}

/**
 * The reservation confirm button of the final form and the edit-confirm page: a submit
 * button of its form. Shared here because both flows and the mobile summary show it.
 */
export function ReservationConfirmButton({ mode, disabled = false, busy = false, form }: ReservationConfirmButtonProps) {
  const { t } = useTranslation('booking');
  return (
    <Button type="submit" form={form} size="lg" fullWidth disabled={disabled || busy} aria-busy={busy || undefined}>
      {t(`visitDetails.widget.confirm.${mode}`)}
    </Button>
  );
}
