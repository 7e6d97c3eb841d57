/** /invitation?token (decision 0127): the link of the invitation mail. The token is checked first, under the page's
 *  heading, the same for every link (so the page is prerendered like the other mailed-link pages, decision 0086).
 *  Then the page says who invites, to which account, with which role and what that role can do, and how to accept:
 *  - a new person (nobody signs in with the invited address, and nobody is signed in): a name, a password and the
 *    bot check, then Accept invitation, which signs them in;
 *  - a person who already signs in here, not signed in: Sign in to accept, back to this page once signed in;
 *  - anyone signed in: Accept invitation joins as the signed-in person; an invitation sent to another address says
 *    so and offers to sign out, back to this page.
 *  Accepted, the session's account is the joined one and the dashboard opens with a toast. A link that is expired,
 *  already used, revoked or cut short says so, with a way on; so does one that dies while the page is open. */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES, hrefs, signInHref, type Advertiser, type InvitationPreview } from 'shared-contracts';
import { INVITATION_DAYS } from 'shared-contracts/api';
import { useShellServices } from 'shell-runtime';
import { Button, usePageTitle } from 'shared-ui';
import { Actions, AuthCard, Lead } from '../../common/auth-card';
import { CheckingCard } from '../../common/checking-card';
import { AcceptInvitationForm } from './accept-invitation-form';
import { JoinInvitation } from './join-invitation';
import { useRoleText } from './role-texts';
import { deadInvitation, useInvitationCheck, type DeadInvitation } from './use-invitation';

/** A card whose heading takes the focus as it appears: the answer replaced what was there before. */
function useFocusedHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function Heading() {
  return <Trans id="auth.invitation.heading">You’re invited</Trans>;
}

function DeadLinkTitle({ problem }: { problem: DeadInvitation | 'incomplete' }) {
  switch (problem) {
    case 'incomplete':
      return <Trans id="auth.invitation.incomplete-heading">This invitation link is incomplete</Trans>;
    case 'expired':
      return <Trans id="auth.invitation.expired-heading">This invitation has expired</Trans>;
    case 'used':
      return <Trans id="auth.invitation.used-heading">This invitation has already been accepted</Trans>;
    case 'invalid':
      return <Trans id="auth.invitation.invalid-heading">This invitation is no longer valid</Trans>;
  }
}

function DeadLinkBody({ problem }: { problem: DeadInvitation | 'incomplete' }) {
  const days = INVITATION_DAYS;
  switch (problem) {
    case 'incomplete':
      return (
        <Trans id="auth.invitation.incomplete-body">
          Part of the invitation link is missing. Please open the link in your invitation email again, making
          sure the whole address is used.
        </Trans>
      );
    case 'expired':
      return (
        <Trans id="auth.invitation.expired-body">
          Invitation links work for {days} days. Please ask the person who invited you to send the invitation
          again.
        </Trans>
      );
    case 'used':
      return (
        <Trans id="auth.invitation.used-body">
          Each invitation link works once. Sign in to open the account you joined.
        </Trans>
      );
    case 'invalid':
      return (
        <Trans id="auth.invitation.invalid-body">
          The invitation may have been withdrawn or sent again with a new link. Please use the newest
          invitation email, or ask the person who invited you to send it again.
        </Trans>
      );
  }
}

function DeadLink({ problem }: { problem: DeadInvitation | 'incomplete' }) {
  const headingRef = useFocusedHeading();
  const { session } = useShellServices();
  const { advertiser } = session.useSession();
  return (
    <AuthCard headingRef={headingRef} title={<DeadLinkTitle problem={problem} />}>
      <Lead>
        <DeadLinkBody problem={problem} />
      </Lead>
      <Actions>
        {advertiser ? (
          <Button as={Link} to={ROUTES.dashboard}>
            <Trans id="auth.common.go-dashboard">Go to dashboard</Trans>
          </Button>
        ) : (
          <Button as={Link} to={ROUTES.signIn}>
            <Trans id="auth.invitation.sign-in">Sign in</Trans>
          </Button>
        )}
        <Button as={Link} to={ROUTES.home} variant="secondary">
          <Trans id="auth.common.go-home">Go to home</Trans>
        </Button>
      </Actions>
    </AuthCard>
  );
}

function CheckFailed({ onRetry }: { onRetry: () => void }) {
  const headingRef = useFocusedHeading();
  return (
    <AuthCard headingRef={headingRef} title={<Heading />}>
      <Lead>
        <Trans id="auth.invitation.check-failed">
          We could not check your invitation just now. Please check your connection and try again.
        </Trans>
      </Lead>
      <Actions>
        <Button onClick={onRetry}>
          <Trans id="auth.invitation.retry">Try again</Trans>
        </Button>
      </Actions>
    </AuthCard>
  );
}

/** "Ann invited you to join Acme as Manager.", with what is unknown left out. */
function WhoInvites({ preview, roleName }: { preview: InvitationPreview; roleName: string }) {
  const { invitedBy, accountName } = preview;
  const role = <strong>{roleName}</strong>;
  if (invitedBy && accountName)
    return (
      <Trans id="auth.invitation.invited-by-to">
        {invitedBy} invited you to join {accountName} as {role}.
      </Trans>
    );
  if (invitedBy)
    return (
      <Trans id="auth.invitation.invited-by">
        {invitedBy} invited you to join their account as {role}.
      </Trans>
    );
  if (accountName)
    return (
      <Trans id="auth.invitation.invited-to">
        You have been invited to join {accountName} as {role}.
      </Trans>
    );
  return <Trans id="auth.invitation.invited">You have been invited to join an account as {role}.</Trans>;
}

function InvitationCard({
  token,
  preview,
  advertiser,
  onDead,
}: {
  token: string;
  preview: InvitationPreview;
  advertiser: Advertiser | null;
  onDead: (problem: DeadInvitation) => void;
}) {
  const headingRef = useFocusedHeading();
  const { t } = useLingui();
  const { session, toast } = useShellServices();
  const navigate = useNavigate();
  const role = useRoleText(preview.role);
  const email = preview.email;
  const accountName = preview.accountName;

  function joined(member: Advertiser) {
    session.setAdvertiser(member);
    toast.success(
      accountName
        ? t({ id: 'auth.invitation.joined', message: `You have joined ${accountName}` })
        : t({ id: 'auth.invitation.joined-account', message: 'You have joined the account' }),
    );
    navigate(ROUTES.dashboard, { replace: true });
  }

  return (
    <AuthCard headingRef={headingRef} title={<Heading />}>
      <Lead>
        <WhoInvites preview={preview} roleName={role.name} />
      </Lead>
      <Lead>{role.can}</Lead>
      {advertiser ? (
        <JoinInvitation token={token} advertiser={advertiser} onJoined={joined} onDead={onDead} />
      ) : preview.personExists ? (
        <>
          <Lead>
            <Trans id="auth.invitation.sign-in-first">
              The invitation is for {email}, which already has an account here. Sign in with it to accept.
            </Trans>
          </Lead>
          <Actions>
            <Button as={Link} to={signInHref(hrefs.invitation(token))}>
              <Trans id="auth.invitation.sign-in-to-accept">Sign in to accept</Trans>
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <Lead>
            <Trans id="auth.invitation.new-person">
              The invitation is for {email}. Choose your name and a password to accept it.
            </Trans>
          </Lead>
          <AcceptInvitationForm token={token} onJoined={joined} onDead={onDead} />
        </>
      )}
    </AuthCard>
  );
}

function Invitation({ token }: { token: string }) {
  const { t } = useLingui();
  const { session } = useShellServices();
  const { advertiser, isLoading } = session.useSession();
  const { data, error, isValidating, mutate } = useInvitationCheck(token);
  const [diedMeanwhile, setDiedMeanwhile] = useState<DeadInvitation | null>(null);
  const dead = diedMeanwhile ?? (error ? deadInvitation(error) : null);
  if (dead) return <DeadLink problem={dead} />;
  if (error && !isValidating) return <CheckFailed onRetry={() => void mutate()} />;
  if (data === undefined || isLoading)
    return (
      <CheckingCard
        title={<Heading />}
        label={t({ id: 'auth.invitation.checking', message: 'Checking your invitation' })}
      />
    );
  return <InvitationCard token={token} preview={data} advertiser={advertiser} onDead={setDiedMeanwhile} />;
}

export function InvitationPage() {
  const { t } = useLingui();
  usePageTitle(t({ id: 'auth.invitation.page-title', message: 'Invitation' }));
  const [query] = useSearchParams();
  const token = query.get('token')?.trim();
  if (!token) return <DeadLink problem="incomplete" />;
  return <Invitation token={token} />;
}
