/** The ad title and link URL fields, the same on the application and the resubmission form (product.md, Forms and their
 *  limits): the title is for the advertiser's own reference, the link is where a click on the banner goes. A link typed
 *  without its scheme gets "https://" when the field loses focus (withLinkScheme). */
import { Trans } from '@lingui/react/macro';
import { Field, TextField } from 'shared-ui/form';
import { visibleError } from '../../common/field-meta';
import { withLinkScheme } from './link-scheme';

export function TitleAndLinkFields() {
  return (
    <>
      <Field<string> name="title">
        {({ input, meta }) => (
          <TextField
            {...input}
            label={<Trans id="ads.form.title">Ad title</Trans>}
            hint={
              <Trans id="ads.form.title-hint">
                For your own reference only; it is not shown in the published ad.
              </Trans>
            }
            error={visibleError(meta)}
          />
        )}
      </Field>
      <Field<string> name="linkUrl">
        {({ input, meta }) => (
          <TextField
            {...input}
            onBlur={(event) => {
              const completed = withLinkScheme(input.value);
              if (completed !== input.value) input.onChange(completed);
              input.onBlur(event);
            }}
            type="url"
            inputMode="url"
            placeholder="https://"
            label={<Trans id="ads.form.link-url">Ad link URL</Trans>}
            hint={<Trans id="ads.form.link-url-hint">Where visitors go when they click your banner.</Trans>}
            error={visibleError(meta)}
          />
        )}
      </Field>
    </>
  );
}
