/** Billing details on the account page: country, region (for Canada), company name and tax number as later
 *  receipts will show them, with Change. Loading and error states say what is going on; the dialog is mounted
 *  only while open. */
import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { type BillingDetails } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { countryName, regionName } from 'shared-contracts/countries';
import { Button, LoadErrorPanel, LoadingPanel } from 'shared-ui';
import { BillingDetailsDialog, preloadsDialogs } from './dialogs';
import { useBillingDetails } from './use-billing-details';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The heading with its Change button at the end of the line, as the name and email rows above have theirs. */
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Facts = styled.table`
  width: 100%;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  border-collapse: separate;
  border-spacing: 0;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
    vertical-align: top;
  }
  tr + tr > * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    width: 12em;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  td {
    overflow-wrap: anywhere;
  }
`;

/** `canChange` false (a member without `billing.manage`): the details are shown read-only, with no Change. */
export function BillingDetailsSection({ canChange = true }: { canChange?: boolean }) {
  const { t } = useLingui();
  const { data: details, error, isLoading, mutate } = useBillingDetails();
  const [open, setOpen] = useState(false);

  return (
    <Section aria-labelledby="account-billing-heading">
      <Header>
        <h2 id="account-billing-heading">
          <Trans id="account.billing.heading">Billing details</Trans>
        </h2>
        {details && canChange ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-label={t({ id: 'account.billing.change', message: 'Change billing details' })}
            {...preloadsDialogs}
            onClick={() => setOpen(true)}
          >
            <Trans id="account.change">Change</Trans>
          </Button>
        ) : null}
      </Header>
      <p>
        <Trans id="account.billing.later-only">
          Changes apply to payments from now on; receipts already issued keep their details.
        </Trans>
      </p>
      {details ? (
        <>
          <BillingFacts details={details} />
          {open ? <BillingDetailsDialog current={details} onClose={() => setOpen(false)} /> : null}
        </>
      ) : isLoading || !error ? (
        <LoadingPanel
          size="md"
          label={t({ id: 'account.billing.loading', message: 'Loading your billing details' })}
        />
      ) : (
        <LoadErrorPanel size="md" onRetry={() => void mutate()}>
          <Trans id="account.billing.error">Your billing details could not be loaded.</Trans>
        </LoadErrorPanel>
      )}
    </Section>
  );
}

function BillingFacts({ details }: { details: BillingDetails }) {
  const { language } = useShellServices();
  const lang = language.current;
  const notSet = <Trans id="account.billing.none">None</Trans>;
  return (
    <Facts aria-labelledby="account-billing-heading">
      <tbody>
        <tr>
          <th scope="row">
            <Trans id="account.billing.country-label">Country</Trans>
          </th>
          <td>{details.country ? countryName(details.country, lang) : notSet}</td>
        </tr>
        {details.region ? (
          <tr>
            <th scope="row">
              <Trans id="account.billing.region-label">Province or territory</Trans>
            </th>
            <td>{regionName(details.region, lang)}</td>
          </tr>
        ) : null}
        <tr>
          <th scope="row">
            <Trans id="account.billing.company-label">Company name</Trans>
          </th>
          <td>{details.companyName ?? notSet}</td>
        </tr>
        <tr>
          <th scope="row">
            <Trans id="account.billing.tax-number-label">Tax registration number</Trans>
          </th>
          <td>{details.taxNumber ?? notSet}</td>
        </tr>
      </tbody>
    </Facts>
  );
}
