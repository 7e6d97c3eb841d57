/** `admin operators:add EMAIL`: adds a review-desk operator (decision 0038), or sends an existing one a new link,
 *  and the API mails the link where the operator sets a password and enrols an authenticator at /review. */
import type { OperatorClient } from './operator-client';
import { failureLine, type Output } from './output';

export async function operatorsAdd(client: OperatorClient, output: Output, email: string): Promise<number> {
  const result = await client.addOperator(email);
  if (!result.ok) {
    output.err(failureLine(result));
    return 1;
  }
  const { created, mailed } = result.data;
  output.out(
    created
      ? `Operator ${result.data.email} added.`
      : `Operator ${result.data.email} already exists: a new set-password link replaces the old one (their current password and authenticator keep working until it is used).`,
  );
  if (mailed)
    output.out(
      'The set-password link has been mailed; it is valid for 72 hours. The operator then signs in at /review.',
    );
  else output.err('Warning: the mail with the set-password link could not be sent; see the API log.');
  return 0;
}
