/** The language choice shown in the footer, the sidebar and the top bar of auth pages (English, 日本語): each option
 *  is written in its own language so people can find theirs; choosing stores it and reloads the page (SPEC §2). A
 *  signed-in advertiser's account language is saved first (PATCH /advertisers), so mails follow the choice too; a
 *  failed save still switches the interface. The compact form (the top bar) is a globe below the small breakpoint,
 *  with the real select laid over it, so it fits beside Sign in and Sign up from 320 px. */
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

/** Below the small breakpoint: a 40 px globe whose whole area is the (transparent) native select, so touch and
 *  keyboard reach the browser's own picker; the label stays for screen readers. From sm up it is the usual form. */
const Compact = styled(Wrapper)`
  position: relative;

  & > label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  & > select {
    position: absolute;
    inset: 0;
    width: 100%;
    min-height: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:focus-within {
    border-radius: ${({ theme }) => theme.radii.sm};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.sm} {
    & > label {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
    }
    & > select {
      position: static;
      width: auto;
      min-height: 36px;
      opacity: 1;
    }
    &:focus-within {
      outline: none;
    }
  }
`;

const Globe = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 36px;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};

  ${({ theme }) => theme.media.sm} {
    display: none;
  }
`;

function GlobeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9s1.1-6.4 3.6-9z" />
      </g>
    </svg>
  );
}

const OPTIONS = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ja', label: '日本語', lang: 'ja' },
] as const;

export function LanguageSelect({ compact = false }: { compact?: boolean }) {
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

  const Frame = compact ? Compact : Wrapper;
  return (
    <Frame>
      {compact ? (
        <Globe aria-hidden="true">
          <GlobeIcon />
        </Globe>
      ) : null}
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
    </Frame>
  );
}
