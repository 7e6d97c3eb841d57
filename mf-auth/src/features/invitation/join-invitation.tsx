/** Accepting an invitation as the signed-in person: who is signed in, and Accept invitation (disabled while sent).
 *  An invitation sent to another address is refused with the server's words, shown focused above the button, and
 *  Sign out, which comes back to this invitation signed out. A link that died meanwhile is the page's to show. */
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { type Advertiser, hrefs } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { Button, textIn, useLanguage } from 'shared-ui';
import { apiErrorText } from 'shared-ui/calls';
import { FORM_ERROR, Form, FormSubmitError } from 'shared-ui/form';
import { Actions, Lead } from '../../common/auth-card';
import { deadInvitation, useJoinInvitation, type DeadInvitation } from './use-invitation';

export type JoinInvitationProps = {
  token: string;
  advertiser: Advertiser;
  onJoined(advertiser: Advertiser): void;
  onDead(problem: DeadInvitation): void;
};

export function JoinInvitation({ token, advertiser, onJoined, onDead }: JoinInvitationProps) {
  const { session } = useShellServices();
  const language = useLanguage();
  const { run: join } = useJoinInvitation(onJoined);
  const [otherEmail, setOtherEmail] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const email = advertiser.email;

  async function onSubmit() {
    const result = await join(token);
    if (result.ok) return undefined;
    const dead = deadInvitation(result.error);
    if (dead) {
      onDead(dead);
      return undefined;
    }
    // The only refusal of a signed-in member with a live link: the invitation is another address's.
    const forOther = result.error.code === 'FORBIDDEN';
    setOtherEmail(forOther);
    return {
      [FORM_ERROR]: forOther ? textIn(result.error.message, language) : apiErrorText(result.error, language),
    };
  }

  function signOut() {
    setSigningOut(true);
    void session.signOut({ redirectTo: hrefs.invitation(token) });
  }

  return (
    <>
      <Lead>
        <Trans id="auth.invitation.signed-in-as">You are signed in as {email}.</Trans>
      </Lead>
      <Form onSubmit={onSubmit}>
        {({ handleSubmit, submitting }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <FormSubmitError />
            <Actions>
              {otherEmail ? (
                <Button type="button" onClick={signOut} loading={signingOut}>
                  <Trans id="auth.invitation.sign-out">Sign out</Trans>
                </Button>
              ) : (
                <Button type="submit" loading={submitting}>
                  <Trans id="auth.invitation.accept">Accept invitation</Trans>
                </Button>
              )}
            </Actions>
          </form>
        )}
      </Form>
    </>
  );
}
