/** What a bot-checked form (sign-up, contact) shows when its bot check could not be loaded: that the form cannot
 *  be sent yet and what was typed is kept, whether it is trying again (by itself, or now), and a Try again button.
 *  Nothing while the check is preparing or ready. The form keeps its submit button disabled meanwhile. */
import styled from 'styled-components';
import type { Language } from 'shared-contracts';
import { Button, uiMessages, useUiI18n } from 'shared-ui';
import type { BotCheckToken } from './use-bot-check-token';

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.warningSoft};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;

export type BotCheckNoticeProps = {
  botCheck: Pick<BotCheckToken, 'state' | 'retry'>;
  language?: Language;
};

export function BotCheckNotice({ botCheck, language: override }: BotCheckNoticeProps) {
  const i18n = useUiI18n(override);
  const { state } = botCheck;
  if (state.status !== 'failed') return null;
  const next = state.retrying
    ? uiMessages.botCheckRetrying
    : state.retryInMs !== null
      ? uiMessages.botCheckWillRetry
      : uiMessages.botCheckCheckConnection;
  return (
    <Notice role="alert">
      <p>{i18n._(uiMessages.botCheckUnavailable)}</p>
      <p>{i18n._(next)}</p>
      <Button type="button" variant="secondary" size="sm" loading={state.retrying} onClick={botCheck.retry}>
        {i18n._(uiMessages.tryAgain)}
      </Button>
    </Notice>
  );
}
