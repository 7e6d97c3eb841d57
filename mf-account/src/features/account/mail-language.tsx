/** The language the portal's emails are sent in (the account's language, docs/product.md "Account"): shown as a
 *  choice on the account page and saved as soon as it changes (PATCH /advertisers). It is the term and value of
 *  one row of the account's details; the page places them in its list. Choosing the interface language in the
 *  menu changes it too, but here it can differ from the interface. */
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Advertiser, type Language } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { LanguagePicker } from 'shared-ui';
import { useApiMutation } from 'shared-ui/calls';

export function MailLanguage({ advertiser }: { advertiser: Advertiser }) {
  const { t } = useLingui();
  const { api, session } = useShellServices();
  const id = useId();
  const { run, isSending } = useApiMutation(
    (language: Language) => api.advertisers.updateProfile({ language }),
    {
      onSuccess: (updated) => session.setAdvertiser(updated),
      successToast: t({
        id: 'account.mail-language.saved',
        message: 'Your emails will be sent in the language you chose',
      }),
    },
  );

  return (
    <>
      <dt>
        <label htmlFor={id}>
          <Trans id="account.mail-language">Language of emails</Trans>
        </label>
      </dt>
      <dd>
        <LanguagePicker
          id={id}
          value={advertiser.language}
          disabled={isSending}
          aria-busy={isSending}
          onChoose={(next) => void run(next)}
        />
      </dd>
    </>
  );
}
