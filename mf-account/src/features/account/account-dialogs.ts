/** The account page's dialogs, in one module that the page loads when a dialog is first wanted (decision 0067). */
export { ChangeNameDialog } from './change-name-dialog';
export { ChangeEmailDialog } from './change-email-dialog';
export { ChangePasswordDialog } from './change-password-dialog';
export { CloseAccountDialog } from './close-account-dialog';
export { BillingDetailsDialog } from './billing-details-dialog';
export { InviteDialog } from './members/invite-dialog';
export { ChangeRoleDialog } from './members/change-role-dialog';
export { RemoveMemberDialog, RevokeInvitationDialog, LeaveAccountDialog } from './members/member-dialogs';
