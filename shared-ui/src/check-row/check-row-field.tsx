/** A form's checkbox as a CheckRow, and what it reveals: the fields under it show while it is ticked (the campaign
 *  name under "Add campaign tags", the second banner and title under "Add a banner and title in …"). */
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { CheckRow } from './check-row';

export type CheckRowFieldProps = {
  /** The form's boolean value. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** Shown under the row while the box is ticked. */
  children?: ReactNode;
};

export function CheckRowField({ name, label, hint, className, children }: CheckRowFieldProps) {
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  const checked = input.checked ?? false;
  return (
    <>
      <CheckRow
        name={input.name}
        checked={checked}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        label={label}
        hint={hint}
        className={className}
      />
      {checked ? children : null}
    </>
  );
}
