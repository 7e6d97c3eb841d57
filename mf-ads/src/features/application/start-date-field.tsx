/** The start date of both ad forms on shared-ui's DatePicker: a calendar in the page's language whose choosable
 *  days are 7 days to one month from today (product.md, Forms and their limits), and a text input for typing the date,
 *  with the allowed range spelled out. */
import { Trans } from '@lingui/react/macro';
import { formatDate } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { DatePicker } from 'shared-ui/pickers';
import { Field } from 'shared-ui/form';
import { visibleError } from '../../common/field-meta';
import { Temporal, startDateWindow } from 'shared-contracts/dates';

/** `window`: the days a run again may start on (product.md, Run again), instead of the application's. */
export function StartDateField({
  today,
  window,
}: {
  today: Temporal.PlainDate;
  window?: { earliest: Temporal.PlainDate; latest: Temporal.PlainDate } | undefined;
}) {
  const { language } = useShellServices();
  const standard = startDateWindow(today);
  const range = window
    ? { earliestPickable: window.earliest, latest: window.latest }
    : { earliestPickable: standard.earliestPickable, latest: standard.latest };
  const earliest = formatDate(range.earliestPickable, language.current);
  const latest = formatDate(range.latest, language.current);
  return (
    <Field<string> name="startDate">
      {({ input, meta }) => (
        <DatePicker
          label={<Trans id="ads.form.start-date">Start date</Trans>}
          hint={
            <Trans id="ads.form.start-date-hint">
              Choose a date from {earliest} to {latest}.
            </Trans>
          }
          name={input.name}
          value={input.value}
          onChange={(value) => input.onChange(value)}
          onBlur={() => input.onBlur()}
          min={range.earliestPickable.toString()}
          max={range.latest.toString()}
          required
          error={visibleError(meta)}
          language={language.current}
        />
      )}
    </Field>
  );
}
