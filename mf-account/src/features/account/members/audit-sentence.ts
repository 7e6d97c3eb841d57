/** One entry of the account's audit trail as a sentence in the interface language: who (a member's name, else their
 *  email; "The portal" for the system), what, to what, with which role. */
import { useLingui } from '@lingui/react/macro';
import { type AccountAuditEntry } from 'shared-contracts';
import { useRoleTexts } from './role-names';

export function useAuditSentence(): (entry: AccountAuditEntry) => string {
  const { t } = useLingui();
  const roles = useRoleTexts();
  return (entry) => {
    const actor = entry.actor
      ? (entry.actor.name ?? entry.actor.email)
      : t({ id: 'account.activity.system', message: 'The portal' });
    const subject = entry.subject?.label ?? '';
    const role = entry.role ? roles.name(entry.role) : '';
    switch (entry.action) {
      case 'applied':
        return t({ id: 'account.activity.applied', message: `${actor} applied for “${subject}”` });
      case 'paid':
        return t({ id: 'account.activity.paid', message: `${actor} paid for “${subject}”` });
      case 'paused':
        return t({ id: 'account.activity.paused', message: `${actor} paused “${subject}”` });
      case 'resumed':
        return t({ id: 'account.activity.resumed', message: `${actor} resumed “${subject}”` });
      case 'resubmitted':
        return t({ id: 'account.activity.resubmitted', message: `${actor} resubmitted “${subject}”` });
      case 'deleted':
        return t({ id: 'account.activity.deleted', message: `${actor} deleted “${subject}”` });
      case 'invited':
        return role
          ? t({ id: 'account.activity.invited-as', message: `${actor} invited ${subject} as ${role}` })
          : t({ id: 'account.activity.invited', message: `${actor} invited ${subject}` });
      case 'invitation-revoked':
        return t({
          id: 'account.activity.invitation-revoked',
          message: `${actor} revoked the invitation to ${subject}`,
        });
      case 'joined':
        return role
          ? t({ id: 'account.activity.joined-as', message: `${actor} joined the account as ${role}` })
          : t({ id: 'account.activity.joined', message: `${actor} joined the account` });
      case 'role-changed':
        return t({
          id: 'account.activity.role-changed',
          message: `${actor} changed the role of ${subject} to ${role}`,
        });
      case 'removed':
        return t({ id: 'account.activity.removed', message: `${actor} removed ${subject} from the account` });
      case 'left':
        return t({ id: 'account.activity.left', message: `${actor} left the account` });
    }
  };
}
