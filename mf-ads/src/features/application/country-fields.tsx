/** Country, and for Canada the province or territory (product.md, Forms and their limits), asked only when the account
 *  has no country yet: shared-ui's CountryRegionFields in this form's words, showing a field's message also after a
 *  submit. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { placeName } from 'shared-contracts/countries';
import { useFormState } from 'shared-ui/form';
import { CountryRegionFields } from 'shared-ui/country-fields';
import { visibleError } from '../../common/field-meta';
import { applicationMessages } from './messages';

export function CountryFields() {
  const { language } = useShellServices();
  const { i18n } = useLingui();
  return (
    <CountryRegionFields
      language={language.current}
      countryLabel={<Trans id="ads.form.country">Country</Trans>}
      countryPlaceholder={i18n._(applicationMessages.selectCountry)}
      regionLabel={<Trans id="ads.form.region">Province or territory</Trans>}
      regionPlaceholder={i18n._(applicationMessages.selectRegion)}
      errorOf={visibleError}
    />
  );
}

const BillingLine = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
`;

/** When the account has a country the fields are not asked, but the tax depends on it, so the form says where it
 *  bills: "Billing to Ontario, Canada (change)", the change link leading to the account's billing details. */
export function BillingTo() {
  const { language } = useShellServices();
  const { values } = useFormState<{ country?: string; region?: string }>({ subscription: { values: true } });
  if (!values.country) return null;
  const where = placeName(values.country, values.region, language.current);
  return (
    <BillingLine>
      <Trans id="ads.form.billing-to">
        Billing to {where} (<Link to={ROUTES.account}>change</Link>)
      </Trans>
    </BillingLine>
  );
}
