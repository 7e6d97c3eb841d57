/** Country, and for Canada the province or territory (SPEC §2 field 8), asked only when the account has no country
 *  yet: shared-ui's CountryRegionFields in this form's words, showing a field's message also after a submit. */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useShellServices } from 'shared-contracts';
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
