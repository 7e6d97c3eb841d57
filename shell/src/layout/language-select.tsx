/** The language choice shown in the footer and the sidebar (English, 日本語): each option is written in its own
 *  language so people can find theirs; choosing stores it and reloads the page (SPEC §2). A signed-in advertiser's
 *  account language is saved first (PATCH /advertisers), so mails follow the choice too; a failed save still
 *  switches the interface. */
import { useId } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { useShellServices, type Language } from 'shared-contracts';
import { isLanguage } from '../i18n/detect-language';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const NativeSelect = styled.select`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const OPTIONS = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ja', label: '日本語', lang: 'ja' },
] as const;

export function LanguageSelect({ className }: { className?: string }) {
  const { language, session, api } = useShellServices();
  const { advertiser } = session.useSession();
  const id = useId();

  async function choose(next: Language) {
    if (advertiser && next !== language.current) {
      const result = await api.advertisers.updateProfile({ language: next });
      if (result.ok) session.setAdvertiser(result.data);
    }
    language.change(next);
  }

  return (
    <Wrapper className={className}>
      <label htmlFor={id}>
        <Trans id="shell.language.label">Language</Trans>
      </label>
      <NativeSelect
        id={id}
        value={language.current}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void choose(next);
        }}
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Wrapper>
  );
}
