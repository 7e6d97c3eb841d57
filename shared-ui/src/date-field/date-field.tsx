/** A labelled native date input limited by min and max (SPEC §5: the start date picker offers 7 days to one
 *  month from today). Values are ISO dates, 'YYYY-MM-DD', as the browser's date input reads and writes them. */
import { TextField, type TextFieldProps } from '../text-field/text-field';

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'min' | 'max'> & {
  /** Earliest selectable day, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest selectable day, 'YYYY-MM-DD'. */
  max?: string;
};

export function DateField({ min, max, ...props }: DateFieldProps) {
  return <TextField {...props} type="date" min={min} max={max} />;
}
