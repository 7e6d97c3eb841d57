/** The duration select of both ad forms, 1 to 12 months (product.md, Plans and prices); disabled on the resubmission
 *  form, where the original duration is kept (product.md, Forms and their limits). */
import { Trans } from '@lingui/react/macro';
import { DURATION_OPTIONS, formatDuration } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { Select } from 'shared-ui';
import { Field } from 'shared-ui/form';
import { visibleError } from '../../common/field-meta';

export function DurationSelect({ disabled = false }: { disabled?: boolean }) {
  const { language } = useShellServices();
  const options = DURATION_OPTIONS.map((option) => ({
    value: option,
    label: formatDuration(Number(option), language.current),
  }));
  return (
    <Field<string> name="duration">
      {({ input, meta }) => (
        <Select
          label={<Trans id="ads.form.duration">Duration</Trans>}
          hint={
            disabled ? (
              <Trans id="ads.form.duration-fixed">The duration cannot be changed after submission.</Trans>
            ) : undefined
          }
          name={input.name}
          value={input.value}
          onChange={(event) => input.onChange(event.target.value)}
          onBlur={() => input.onBlur()}
          options={options}
          disabled={disabled}
          error={visibleError(meta)}
        />
      )}
    </Field>
  );
}
