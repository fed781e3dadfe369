import type { ReactNode } from 'react';
import { ErrorText } from './field-styles.ts';

/** A field's error below its control, announced as an alert; nothing when there is none. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <ErrorText id={id} role="alert">
      {children}
    </ErrorText>
  );
}
