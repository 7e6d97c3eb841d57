/** The billing details dialog: country, the province or territory when it is Canada, and optional company name and
 *  tax number, checked with UpdateBillingDetailsRequestSchema. Choosing another country clears the region. */
import { useLingui } from '@lingui/react/macro';
import {
  CANADA,
  CANADIAN_REGIONS,
  COUNTRIES,
  UpdateBillingDetailsRequestSchema,
  useShellServices,
  type BillingDetails,
} from 'shared-contracts';
import { Field, Form, FormTextField, Select, shownError, useForm, useValidateWith } from 'shared-ui';
import { FormDialog } from './form-dialog';
import { useChangeBillingDetails } from './use-billing-details';

type BillingDetailsValues = { country: string; region: string; companyName: string; taxNumber: string };

export type BillingDetailsDialogProps = { current: BillingDetails; onClose: () => void };

export function BillingDetailsDialog({ current, onClose }: BillingDetailsDialogProps) {
  const { t } = useLingui();
  const validate = useValidateWith<BillingDetailsValues>(UpdateBillingDetailsRequestSchema);
  const change = useChangeBillingDetails();

  async function onSubmit(values: BillingDetailsValues) {
    if (await change(values)) onClose();
  }

  return (
    <Form<BillingDetailsValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={{
        country: current.country ?? '',
        region: current.region ?? '',
        companyName: current.companyName ?? '',
        taxNumber: current.taxNumber ?? '',
      }}
    >
      {({ handleSubmit, invalid, submitting }) => (
        <FormDialog
          title={t({ id: 'account.billing.dialog-title', message: 'Change billing details' })}
          onClose={onClose}
          onSubmit={handleSubmit}
          submitting={submitting}
          invalid={invalid}
        >
          <CountrySelects />
          <FormTextField
            name="companyName"
            label={t({ id: 'account.billing.company-name', message: 'Company name (optional)' })}
            autoComplete="organization"
          />
          <FormTextField
            name="taxNumber"
            label={t({ id: 'account.billing.tax-number', message: 'Tax number (optional)' })}
          />
        </FormDialog>
      )}
    </Form>
  );
}

function CountrySelects() {
  const { t } = useLingui();
  const { language } = useShellServices();
  const form = useForm<BillingDetailsValues>();
  const lang = language.current;
  return (
    <>
      <Field<string> name="country">
        {({ input, meta }) => (
          <Select
            label={t({ id: 'account.billing.country', message: 'Country' })}
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
            options={COUNTRIES.map((country) => ({ value: country.code, label: country.name[lang] }))}
            placeholder={t({ id: 'account.billing.select-country', message: 'Select a country' })}
            error={shownError(meta)}
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
                  label={t({ id: 'account.billing.region', message: 'Province or territory' })}
                  name={input.name}
                  value={input.value}
                  onChange={(event) => input.onChange(event.target.value)}
                  onBlur={() => input.onBlur()}
                  options={CANADIAN_REGIONS.map((region) => ({
                    value: region.code,
                    label: region.name[lang],
                  }))}
                  placeholder={t({
                    id: 'account.billing.select-region',
                    message: 'Select a province or territory',
                  })}
                  error={shownError(meta)}
                />
              )}
            </Field>
          ) : null
        }
      </Field>
    </>
  );
}
