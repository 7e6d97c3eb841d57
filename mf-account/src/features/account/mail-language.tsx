/** The language the portal's emails are sent in (the account's language, docs/product.md "Account"): shown as a
 *  choice on the account page and saved as soon as it changes (PATCH /advertisers). It is the term and value of
 *  one row of the account's details; the page places them in its list. Choosing the interface language in the
 *  menu changes it too, but here it can differ from the interface. */
import { useId } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShellServices, type Advertiser, type Language } from 'shared-contracts';
import { useApiMutation } from 'shared-ui/calls';

const OPTIONS = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ja', label: '日本語', lang: 'ja' },
] as const;

const NativeSelect = styled.select`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

function isLanguage(value: string): value is Language {
  return value === 'en' || value === 'ja';
}

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
        <NativeSelect
          id={id}
          value={advertiser.language}
          disabled={isSending}
          aria-busy={isSending}
          onChange={(event) => {
            const next = event.target.value;
            if (isLanguage(next) && next !== advertiser.language) void run(next);
          }}
        >
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </dd>
    </>
  );
}
