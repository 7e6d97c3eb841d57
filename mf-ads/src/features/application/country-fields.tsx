/** Country, and for Canada the province or territory (SPEC §2 field 8), asked only when the account has no country
 *  yet. Choosing any other country clears the region (SPEC §4), since it decides the Canadian sales tax. */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { CANADA, CANADIAN_REGIONS, COUNTRIES, useShellServices } from 'shared-contracts';
import { Field, Select, useForm } from 'shared-ui';
import { visibleError } from '../../common/field-meta';
import { applicationMessages } from './messages';

export function CountryFields() {
  const { language } = useShellServices();
  const { i18n } = useLingui();
  const form = useForm();
  const countryOptions = COUNTRIES.map((country) => ({
    value: country.code,
    label: country.name[language.current],
  }));
  const regionOptions = CANADIAN_REGIONS.map((region) => ({
    value: region.code,
    label: region.name[language.current],
  }));

  return (
    <>
      <Field<string> name="country">
        {({ input, meta }) => (
          <Select
            label={<Trans id="ads.form.country">Country</Trans>}
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
            placeholder={i18n._(applicationMessages.selectCountry)}
            error={visibleError(meta)}
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
                  label={<Trans id="ads.form.region">Province or territory</Trans>}
                  name={input.name}
                  value={input.value}
                  onChange={(event) => input.onChange(event.target.value)}
                  onBlur={() => input.onBlur()}
                  options={regionOptions}
                  placeholder={i18n._(applicationMessages.selectRegion)}
                  error={visibleError(meta)}
                />
              )}
            </Field>
          ) : null
        }
      </Field>
    </>
  );
}
