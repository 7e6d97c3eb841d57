/** Country, and for Canada the province or territory, bound by name (`country`, `region`) to the enclosing
 *  react-final-form Form: the application form and the account's billing details ask the same two questions.
 *  Choosing any other country clears the region, since the region decides the Canadian sales tax. The
 *  remote gives the words (labels and placeholders from its catalogue) and, when its form shows errors on
 *  another rule, when a field's message shows. */
import type { ReactNode } from 'react';
import { type Language } from 'shared-contracts';
import { CANADA } from 'shared-contracts/api';
import { CANADIAN_REGIONS, countriesInOrder } from 'shared-contracts/countries';
import { Select, useLocalizedText, type ErrorText } from 'shared-ui';
// react-final-form from the form entry, so the fields join the enclosing Form's context (one copy per page).
import { Field, shownError, useForm, type FieldRenderProps } from 'shared-ui/form';

export type CountryRegionFieldsProps = {
  language: Language;
  countryLabel: ReactNode;
  countryPlaceholder: string;
  regionLabel: ReactNode;
  regionPlaceholder: string;
  /** When a field's message shows; by default once it was changed or left. */
  errorOf?: (meta: FieldRenderProps<string>['meta']) => ErrorText;
};

export function CountryRegionFields({
  language,
  countryLabel,
  countryPlaceholder,
  regionLabel,
  regionPlaceholder,
  errorOf = shownError,
}: CountryRegionFieldsProps) {
  const form = useForm();
  const text = useLocalizedText(language);
  const countryOptions = countriesInOrder(language).map((country) => ({
    value: country.code,
    label: text(country.name),
  }));
  const regionOptions = CANADIAN_REGIONS.map((region) => ({
    value: region.code,
    label: text(region.name),
  }));
  return (
    <>
      <Field<string> name="country">
        {({ input, meta }) => (
          <Select
            label={countryLabel}
            name={input.name}
            value={input.value}
            onChange={(event) => {
              const country = event.target.value;
              form.batch(() => {
                input.onChange(country);
                if (country !== CANADA) form.change('region', '');
              });
            }}
            onBlur={() => input.onBlur()}
            options={countryOptions}
            placeholder={countryPlaceholder}
            error={errorOf(meta)}
            autoComplete="country"
          />
        )}
      </Field>
      <Field<string> name="country" subscription={{ value: true }}>
        {({ input: country }) =>
          country.value === CANADA ? (
            <Field<string> name="region">
              {({ input, meta }) => (
                <Select
                  label={regionLabel}
                  name={input.name}
                  value={input.value}
                  onChange={(event) => input.onChange(event.target.value)}
                  onBlur={() => input.onBlur()}
                  options={regionOptions}
                  placeholder={regionPlaceholder}
                  error={errorOf(meta)}
                />
              )}
            </Field>
          ) : null
        }
      </Field>
    </>
  );
}
