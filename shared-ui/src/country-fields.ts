/** The `shared-ui/country-fields` entry (decision 0066): the country and Canadian region fields of a form, with the
 *  country names they list. A shared singleton of its own, loaded only by the pages that ask for a country (the ad
 *  application and the account's billing details), so the other forms do not load the country names with
 *  `shared-ui/form`. It takes react-final-form and the form helpers from `shared-ui/form`, by the package name. */
export { CountryRegionFields } from './country-fields/country-region-fields';
export type { CountryRegionFieldsProps } from './country-fields/country-region-fields';
