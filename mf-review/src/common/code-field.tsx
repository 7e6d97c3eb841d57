/** The authenticator's six-digit code, bound by name to the enclosing form: numeric keyboard on phones, the
 *  browser's one-time-code autofill, and spaces allowed as apps show them ("123 456"); TotpCodeSchema removes them. */
import type { ReactNode } from 'react';
import { FormTextField } from 'shared-ui/form';

export function CodeField({ label, hint }: { label: ReactNode; hint?: ReactNode }) {
  return (
    <FormTextField
      name="code"
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      spellCheck={false}
    />
  );
}
