/** Retry payment for an ad whose start date has passed: the run cannot be bought as it is, so the advertiser picks
 *  a new start date on shared-ui's DatePicker, in the application's window (product.md, Forms and their limits: the
 *  calendar offers 7 days to one month from today; typed dates from today are accepted, as the API does), then goes on
 *  to pay. */
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatDate } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { Button } from 'shared-ui';
import { useContractText } from 'shared-ui/calls';
import { DatePicker } from 'shared-ui/pickers';
import { Dialog } from 'shared-ui/form';
import {
  Temporal,
  defaultStartDate,
  parseIsoDate,
  startDateWindow,
  isAllowedStartDate,
} from 'shared-contracts/dates';

export type NewStartDateDialogProps = {
  open: boolean;
  today: Temporal.PlainDate;
  pending: boolean;
  onClose: () => void;
  /** Called with an allowed 'YYYY-MM-DD' start date. */
  onConfirm: (startDate: string) => void;
};

export function NewStartDateDialog({ open, today, pending, onClose, onConfirm }: NewStartDateDialogProps) {
  const { language } = useShellServices();
  const text = useContractText();
  const range = startDateWindow(today);
  const [value, setValue] = useState(() => defaultStartDate(today).toString());
  const [touched, setTouched] = useState(false);
  const date = parseIsoDate(value);
  const allowed = date !== null && isAllowedStartDate(date, today, 'from-today');
  const error = touched && !allowed ? text('validation.start-date-window') : undefined;
  const earliest = formatDate(range.earliestPickable, language.current);
  const latest = formatDate(range.latest, language.current);

  function confirm() {
    setTouched(true);
    if (date !== null && allowed) onConfirm(date.toString());
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!pending}
      language={language.current}
      title={<Trans id="ads.retry-payment.title">Choose a new start date</Trans>}
      actions={
        <Button type="button" loading={pending} onClick={confirm}>
          <Trans id="ads.retry-payment.confirm">Continue to payment</Trans>
        </Button>
      }
    >
      <p>
        <Trans id="ads.retry-payment.stale-start">
          The start date of this ad has passed, so it cannot be paid for as it is. Choose a new start date;
          the end date moves with it.
        </Trans>
      </p>
      <DatePicker
        label={<Trans id="ads.form.start-date">Start date</Trans>}
        hint={
          <Trans id="ads.form.start-date-hint">
            Choose a date from {earliest} to {latest}.
          </Trans>
        }
        name="startDate"
        value={value}
        onChange={setValue}
        onBlur={() => setTouched(true)}
        min={range.earliestPickable.toString()}
        max={range.latest.toString()}
        required
        error={error}
        language={language.current}
      />
    </Dialog>
  );
}
