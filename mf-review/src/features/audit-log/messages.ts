/** Texts of the audit log used outside JSX: each recorded action and the actors that are not an operator's email
 *  (the CLI with its machine's user name, nobody known). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditLogAction } from 'shared-contracts';

export const AUDIT_LOG_ACTION_LABELS: Record<AuditLogAction, MessageDescriptor> = {
  approve: msg({ id: 'review.audit.action.approve', message: 'Approved an ad' }),
  reject: msg({ id: 'review.audit.action.reject', message: 'Rejected an ad' }),
  end: msg({ id: 'review.audit.action.end', message: 'Ended an ad' }),
  refund: msg({ id: 'review.audit.action.refund', message: 'Refunded an ad' }),
  'operator-add': msg({ id: 'review.audit.action.operator-add', message: 'Added an operator' }),
  'operator-reinvite': msg({
    id: 'review.audit.action.operator-reinvite',
    message: 'Sent an operator a new link',
  }),
  'operator-disable': msg({ id: 'review.audit.action.operator-disable', message: 'Disabled an operator' }),
  'sign-in': msg({ id: 'review.audit.action.sign-in', message: 'Signed in' }),
  'sign-in-failed': msg({ id: 'review.audit.action.sign-in-failed', message: 'Failed sign-in' }),
  enrol: msg({ id: 'review.audit.action.enrol', message: 'Enrolled an authenticator' }),
};

export const auditLogMessages = {
  cliUser: msg({ id: 'review.audit.actor.cli', message: 'Operator CLI ({user})' }),
  cliUnknown: msg({ id: 'review.audit.actor.cli-unknown', message: 'Operator CLI (user not recorded)' }),
  nobody: msg({ id: 'review.audit.actor.none', message: 'Unknown' }),
  unknownEmail: msg({ id: 'review.audit.subject.unknown', message: 'An email that names no operator' }),
  adSubject: msg({ id: 'review.audit.subject.ad', message: 'Ad {id}' }),
  allOperators: msg({ id: 'review.audit.filter.all', message: 'All operators' }),
  disabledOperator: msg({ id: 'review.audit.filter.disabled', message: '{email} (disabled)' }),
};
