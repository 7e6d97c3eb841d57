/** The account's members (decision 0121), for the members who may manage them (`members.manage`: the owners): each
 *  member with their role and the date they joined, Change role and Remove (not for oneself: one leaves instead),
 *  the pending invitations with Resend and Revoke, and Invite member. Each dialog is mounted only while open, so
 *  focus returns to the button that opened it; they load with the page's other dialogs (decision 0067). */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Invitation, type Member } from 'shared-contracts';
import { Button, HeaderRow, LoadErrorPanel, LoadingPanel, PlainList } from 'shared-ui';
import { useAccountDates } from './account-dates';
import {
  ChangeRoleDialog,
  InviteDialog,
  RemoveMemberDialog,
  RevokeInvitationDialog,
  preloadsDialogs,
} from '../dialogs';
import { useRoleTexts } from './role-names';
import { useMembers, useResendInvitation } from './use-members';

export const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Who = styled.div`
  flex: 1 1 16em;
  min-width: 0;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Tag = styled.span<{ $tone: 'info' | 'danger' }>`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.info)};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.infoSoft)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

type OpenDialog =
  | { kind: 'invite' }
  | { kind: 'role'; member: Member }
  | { kind: 'remove'; member: Member }
  | { kind: 'revoke'; invitation: Invitation }
  | null;

export function MembersSection() {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useMembers();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const hadDialog = useRef(false);
  // A dialog returns the focus to its opener; when the opener went with what it removed, the section's heading
  // takes it, so the keyboard goes on from here rather than from the top of the page.
  useEffect(() => {
    const active = document.activeElement;
    if (hadDialog.current && dialog === null && (active === null || active === document.body))
      heading.current?.focus();
    hadDialog.current = dialog !== null;
  }, [dialog]);

  return (
    <Section aria-labelledby="account-members-heading">
      <HeaderRow $below="md">
        <h2 id="account-members-heading" ref={heading} tabIndex={-1}>
          <Trans id="account.members.heading">Members</Trans>
        </h2>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          {...preloadsDialogs}
          onClick={() => setDialog({ kind: 'invite' })}
        >
          <Trans id="account.members.invite">Invite member</Trans>
        </Button>
      </HeaderRow>
      {data ? (
        <MemberLists
          members={data.members}
          invitations={data.invitations}
          onChangeRole={(member) => setDialog({ kind: 'role', member })}
          onRemove={(member) => setDialog({ kind: 'remove', member })}
          onRevoke={(invitation) => setDialog({ kind: 'revoke', invitation })}
        />
      ) : isLoading || !error ? (
        <LoadingPanel
          size="md"
          label={t({ id: 'account.members.loading', message: 'Loading the members' })}
        />
      ) : (
        <LoadErrorPanel size="md" onRetry={() => void mutate()}>
          <Trans id="account.members.error">The members could not be loaded.</Trans>
        </LoadErrorPanel>
      )}
      {dialog?.kind === 'invite' ? <InviteDialog onClose={close} /> : null}
      {dialog?.kind === 'role' ? <ChangeRoleDialog member={dialog.member} onClose={close} /> : null}
      {dialog?.kind === 'remove' ? <RemoveMemberDialog member={dialog.member} onClose={close} /> : null}
      {dialog?.kind === 'revoke' ? (
        <RevokeInvitationDialog invitation={dialog.invitation} onClose={close} />
      ) : null}
    </Section>
  );
}

/** A button of a row: its short text, and the accessible name that says whom it is for. */
type RowAction = {
  label: ReactNode;
  name: string;
  onClick: () => void;
  disabled?: boolean;
  /** Opens a dialog: the dialogs' code starts loading when the pointer or focus comes near. */
  opensDialog?: boolean;
};

type RowProps = {
  title: string;
  /** A word beside the title: You, Expired. */
  tag: { tone: 'info' | 'danger'; label: ReactNode } | null;
  actions: readonly RowAction[];
  children: ReactNode;
};

/** One person in a list, a member or an invited address: who, a tag, the lines under it, and the row's buttons. */
function Row({ title, tag, actions, children }: RowProps) {
  return (
    <Item>
      <Who>
        <p>
          <strong>{title}</strong>
          {tag ? <Tag $tone={tag.tone}>{tag.label}</Tag> : null}
        </p>
        {children}
      </Who>
      <Buttons>
        {actions.map((action) => (
          <Button
            key={action.name}
            type="button"
            variant="secondary"
            size="sm"
            aria-label={action.name}
            disabled={action.disabled}
            {...(action.opensDialog ? preloadsDialogs : {})}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
      </Buttons>
    </Item>
  );
}

type MemberListsProps = {
  members: readonly Member[];
  invitations: readonly Invitation[];
  onChangeRole: (member: Member) => void;
  onRemove: (member: Member) => void;
  onRevoke: (invitation: Invitation) => void;
};

function MemberLists({ members, invitations, onChangeRole, onRemove, onRevoke }: MemberListsProps) {
  const { t } = useLingui();
  const roles = useRoleTexts();
  const dates = useAccountDates();
  const resend = useResendInvitation();
  const alone = members.length <= 1 && invitations.length === 0;

  return (
    <>
      <PlainList $gap="sm" aria-label={t({ id: 'account.members.list', message: 'Members' })}>
        {members.map((member) => {
          const who = member.name ?? member.email;
          const role = roles.name(member.role);
          const joined = dates.date(member.joinedAt);
          const changeRole: RowAction = {
            label: <Trans id="account.members.change-role-short">Change role</Trans>,
            name: t({ id: 'account.members.change-role', message: `Change role of ${who}` }),
            opensDialog: true,
            onClick: () => onChangeRole(member),
          };
          const remove: RowAction = {
            label: <Trans id="account.members.remove-short">Remove</Trans>,
            name: t({ id: 'account.members.remove', message: `Remove ${who}` }),
            opensDialog: true,
            onClick: () => onRemove(member),
          };
          return (
            <Row
              key={member.id}
              title={who}
              tag={member.you ? { tone: 'info', label: <Trans id="account.members.you">You</Trans> } : null}
              actions={member.you ? [changeRole] : [changeRole, remove]}
            >
              {member.name ? <p>{member.email}</p> : null}
              <Muted>
                <Trans id="account.members.role-joined">
                  {role} · Joined {joined}
                </Trans>
              </Muted>
            </Row>
          );
        })}
      </PlainList>
      {alone ? (
        <Muted>
          <Trans id="account.members.alone">
            You are the only member of this account. Invite the people who work on its ads, payments or
            results with you.
          </Trans>
        </Muted>
      ) : null}
      {invitations.length > 0 ? (
        <>
          <h3 id="account-invitations-heading">
            <Trans id="account.invitations.heading">Pending invitations</Trans>
          </h3>
          <PlainList $gap="sm" aria-labelledby="account-invitations-heading">
            {invitations.map((invitation) => {
              const { email } = invitation;
              const role = roles.name(invitation.role);
              const sent = dates.date(invitation.sentAt);
              const expires = dates.date(invitation.expiresAt);
              const inviter = invitation.invitedBy;
              return (
                <Row
                  key={invitation.id}
                  title={email}
                  tag={
                    invitation.expired
                      ? { tone: 'danger', label: <Trans id="account.invitations.expired">Expired</Trans> }
                      : null
                  }
                  actions={[
                    {
                      label: <Trans id="account.invitations.resend-short">Resend</Trans>,
                      name: t({ id: 'account.invitations.resend', message: `Resend invitation to ${email}` }),
                      disabled: resend.isSending,
                      onClick: () => void resend.run(invitation.id),
                    },
                    {
                      label: <Trans id="account.invitations.revoke-short">Revoke</Trans>,
                      name: t({ id: 'account.invitations.revoke', message: `Revoke invitation to ${email}` }),
                      opensDialog: true,
                      onClick: () => onRevoke(invitation),
                    },
                  ]}
                >
                  <Muted>
                    {inviter ? (
                      <Trans id="account.invitations.role-by">
                        {role} · Invited by {inviter}
                      </Trans>
                    ) : (
                      role
                    )}
                  </Muted>
                  <Muted>
                    {invitation.expired ? (
                      <Trans id="account.invitations.sent-expired">
                        Sent {sent} · Expired {expires}
                      </Trans>
                    ) : (
                      <Trans id="account.invitations.sent-expires">
                        Sent {sent} · Expires {expires}
                      </Trans>
                    )}
                  </Muted>
                </Row>
              );
            })}
          </PlainList>
        </>
      ) : null}
    </>
  );
}
