/** `admin operators:disable EMAIL`: contains a review-desk operator whose password or authenticator may be in the
 *  wrong hands (decision 0097). Their sessions end at once and sign-in refuses them; `operators:add` later sends a
 *  new link, and enrolling with it (a new password and authenticator) lets them back in. */
import type { OperatorClient } from './operator-client';
import { failureLine, type Output } from './output';

export async function operatorsDisable(
  client: OperatorClient,
  output: Output,
  email: string,
): Promise<number> {
  const result = await client.disableOperator(email);
  if (!result.ok) {
    output.err(
      result.code === 'NOT_FOUND' ? `Error: no operator has the email ${email}.` : failureLine(result),
    );
    return 1;
  }
  const { sessionsEnded, alreadyDisabled } = result.data;
  output.out(
    alreadyDisabled
      ? `Operator ${result.data.email} was already disabled.`
      : `Operator ${result.data.email} disabled: they can no longer sign in, and their set-password link no longer works.`,
  );
  output.out(
    sessionsEnded === 1
      ? 'One signed-in session was ended.'
      : `${sessionsEnded} signed-in sessions were ended.`,
  );
  output.out(
    `To let them back in: operators:add ${result.data.email} (they set a new password and authenticator).`,
  );
  return 0;
}
