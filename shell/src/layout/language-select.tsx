/** The language choice shown in the footer, the sidebar and the top bar of auth pages (English, 日本語): each option
 *  is written in its own language so people can find theirs; choosing stores it and reloads the page (product.md,
 *  Pages). A signed-in advertiser's account language is saved first (PATCH /advertisers), so mails follow the choice
 *  too; a failed save still switches the interface. The compact form (the top bar) is a globe beside the select, and
 *  below the small breakpoint the globe alone, so it fits beside Sign in and Sign up from 320 px. */
import { useId } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { type Language } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { LanguagePicker, VisuallyHidden } from 'shared-ui';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The top bar's form: a globe stands for the label (which stays for screen readers). Below the small breakpoint
 *  the select lies transparent over the 40 px globe, so touch and keyboard open the browser's own picker from it. */
const Compact = styled(Wrapper)`
  position: relative;
  & > select {
    position: absolute;
    inset: 0;
    width: 100%;
    opacity: 0;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.sm} {
    & > select {
      position: static;
      width: auto;
      opacity: 1;
    }
    &:focus-within {
      outline: 0;
    }
  }
`;

const Globe = styled.svg`
  width: 40px;
  height: 36px;
  padding: 7px 9px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${({ theme }) => theme.media.sm} {
    width: 22px;
    padding: 0;
    border: 0;
  }
`;

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
  const label = <Trans id="shell.language.label">Language</Trans>;
  return (
    <Frame>
      {compact ? (
        <Globe viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="1.8">
            <circle cx="12" cy="12" r="9" />
            <ellipse cx="12" cy="12" rx="3.8" ry="9" />
            <path d="M3 12h18" />
          </g>
        </Globe>
      ) : null}
      {compact ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      <LanguagePicker id={id} value={language.current} onChoose={(next) => void choose(next)} />
    </Frame>
  );
}
