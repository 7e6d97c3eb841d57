/** What the two forms that make a new person share, sign-up and accepting an invitation: the new password with its
 *  live rule checklist, the bot-check notice, and the submit button, disabled while the form is invalid or the bot
 *  check cannot be loaded, and busy while it is sent. `useNewAccountBotCheck` gives the bot check's token for one
 *  attempt (each is good for one only); when it cannot be solved, the person is told and a new one is prepared. */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useShellServices } from 'shell-runtime';
import { Button } from 'shared-ui';
import { BotCheckNotice, useBotCheckToken, type BotCheckToken } from 'shared-ui/bot-check';
import { useContractText } from 'shared-ui/calls';
import { PasswordInput } from './auth-fields';

export type NewAccountBotCheck = {
  botCheck: BotCheckToken;
  /** The token for this attempt, or null when none may be sent (the check failed to load, or could not be solved). */
  tokenForAttempt(): Promise<string | null>;
};

export function useNewAccountBotCheck(): NewAccountBotCheck {
  const { toast } = useShellServices();
  const text = useContractText();
  const botCheck = useBotCheckToken('signup');

  async function tokenForAttempt() {
    if (botCheck.state.status === 'failed') return null;
    const token = await botCheck.takeToken();
    if (!token) {
      toast.error(text('toast-message.failure.failed', { x: 'subject.bot-check' }));
      botCheck.prepare();
    }
    return token;
  }

  return { botCheck, tokenForAttempt };
}

export type NewPasswordAndSubmitProps = {
  botCheck: BotCheckToken;
  hasValidationErrors?: boolean;
  submitting?: boolean;
  /** The submit button's label. */
  children: ReactNode;
};

export function NewPasswordAndSubmit({
  botCheck,
  hasValidationErrors,
  submitting,
  children,
}: NewPasswordAndSubmitProps) {
  return (
    <>
      <PasswordInput
        name="password"
        label={<Trans id="auth.field.password">Password</Trans>}
        autoComplete="new-password"
        withChecklist
      />
      <BotCheckNotice botCheck={botCheck} />
      <Button
        type="submit"
        fullWidth
        disabled={hasValidationErrors || botCheck.state.status === 'failed'}
        loading={submitting}
      >
        {children}
      </Button>
    </>
  );
}
