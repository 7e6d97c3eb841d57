/** Campaign tags (product.md, Tracking links), under the link on the application and the resubmission: a checkbox,
 *  off by default, that adds utm_source, utm_medium and utm_campaign to the link of every click; the campaign name,
 *  suggested from the title and following it until edited; and the address as a visitor will open it, updated as
 *  the advertiser types. One line says that nothing about visitors is added. */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { campaignNameFromTitle, normalizeLinkUrl, taggedLinkUrl } from 'shared-contracts/api';
import { CheckRowField, Field, TextField, useField, useForm } from 'shared-ui/form';
import { visibleError } from '../../common/field-meta';
import { withLinkScheme } from './link-scheme';

const Group = styled.div`
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;

const FinalUrl = styled.output`
  display: block;
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.md}`};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const FinalLabel = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Keeps the campaign name on the title's suggestion while it still is the suggestion (or empty). */
function useNameFollowsTitle() {
  const form = useForm();
  const title = useField<string>('title', { subscription: { value: true } }).input.value;
  const previous = useRef(title);
  useEffect(() => {
    if (previous.current === title) return;
    const name = form.getFieldState('campaignName')?.value ?? '';
    if (name === '' || name === campaignNameFromTitle(previous.current))
      form.change('campaignName', campaignNameFromTitle(title));
    previous.current = title;
  }, [form, title]);
}

/** The address a click opens, as the API will build it from the link and name typed so far; null until the link
 *  is one the form accepts. */
function finalUrlOf(link: string, tagged: boolean, name: string): string | null {
  const normalised = normalizeLinkUrl(withLinkScheme(link));
  if (normalised === null) return null;
  return taggedLinkUrl(normalised, tagged && name.trim() !== '' ? name.trim() : null);
}

export function CampaignTagsField() {
  useNameFollowsTitle();
  const link = useField<string>('linkUrl', { subscription: { value: true } }).input.value;
  const tagged = useField<boolean>('campaignTags', { type: 'checkbox', subscription: { value: true } }).input
    .checked;
  const name = useField<string>('campaignName', { subscription: { value: true } }).input.value;
  const finalUrl = finalUrlOf(link ?? '', tagged === true, name ?? '');
  return (
    <Group>
      <CheckRowField
        name="campaignTags"
        label={<Trans id="ads.form.campaign-tags">Add campaign tags to my link</Trans>}
        hint={
          <Trans id="ads.form.campaign-tags-hint">
            Adds utm_source, utm_medium and utm_campaign, so your analytics can show visits from our
            exhibitions. Nothing about visitors is added: no ids, no cookies.
          </Trans>
        }
      >
        <Field<string> name="campaignName">
          {({ input, meta }) => (
            <TextField
              {...input}
              label={<Trans id="ads.form.campaign-name">Campaign name</Trans>}
              hint={
                <Trans id="ads.form.campaign-name-hint">
                  Sent as utm_campaign, so visitors see it in the address. Letters, numbers, hyphens (-),
                  underscores (_) and full stops (.).
                </Trans>
              }
              autoComplete="off"
              spellCheck={false}
              error={visibleError(meta)}
            />
          )}
        </Field>
      </CheckRowField>
      <FinalLabel id="ads-final-url-label">
        <Trans id="ads.form.final-url">Visitors will open</Trans>
      </FinalLabel>
      <FinalUrl aria-labelledby="ads-final-url-label" aria-live="polite">
        {finalUrl ?? (
          <Trans id="ads.form.final-url-pending">Enter your ad link URL to see the address.</Trans>
        )}
      </FinalUrl>
    </Group>
  );
}
