/** The start date picker of both ad forms: the browser's date input limited to 7 days to one month from today
 *  (SPEC §9), with the allowed range spelled out for people who type the date. */
import { Trans } from '@lingui/react/macro';
import { formatDate, startDateWindow, useShellServices } from 'shared-contracts';
import type { Temporal } from 'temporal-polyfill';
import { DateField, Field } from 'shared-ui';
import { visibleError } from '../../common/field-meta';

export function StartDateField({ today }: { today: Temporal.PlainDate }) {
  const { language } = useShellServices();
  const range = startDateWindow(today);
  const earliest = formatDate(range.earliestPickable, language.current);
  const latest = formatDate(range.latest, language.current);
  return (
    <Field<string> name="startDate">
      {({ input, meta }) => (
        <DateField
          label={<Trans id="ads.form.start-date">Start date</Trans>}
          hint={
            <Trans id="ads.form.start-date-hint">
              Choose a date from {earliest} to {latest}.
            </Trans>
          }
          name={input.name}
          value={input.value}
          onChange={(event) => input.onChange(event.target.value)}
          onBlur={() => input.onBlur()}
          min={range.earliestPickable.toString()}
          max={range.latest.toString()}
          required
          error={visibleError(meta)}
        />
      )}
    </Field>
  );
}
