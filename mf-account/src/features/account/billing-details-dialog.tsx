/** The billing details dialog: country, the province or territory when it is Canada, and optional company name and
 *  tax number, checked with UpdateBillingDetailsRequestSchema. Choosing another country clears the region. */
import { useLingui } from '@lingui/react/macro';
import { type BillingDetails } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { UpdateBillingDetailsRequestSchema } from 'shared-contracts/api';
import { CountryRegionFields } from 'shared-ui/country-fields';
import { Form, FormTextField, useValidateWith } from 'shared-ui/form';
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
            label={t({ id: 'account.billing.tax-number', message: 'Tax registration number (optional)' })}
            hint={t({
              id: 'account.billing.tax-number-hint',
              message: 'For example a GST/HST number or an invoice registration number',
            })}
          />
        </FormDialog>
      )}
    </Form>
  );
}

function CountrySelects() {
  const { t } = useLingui();
  const { language } = useShellServices();
  return (
    <CountryRegionFields
      language={language.current}
      countryLabel={t({ id: 'account.billing.country', message: 'Country' })}
      countryPlaceholder={t({ id: 'account.billing.select-country', message: 'Select a country' })}
      regionLabel={t({ id: 'account.billing.region', message: 'Province or territory' })}
      regionPlaceholder={t({
        id: 'account.billing.select-region',
        message: 'Select a province or territory',
      })}
    />
  );
}
