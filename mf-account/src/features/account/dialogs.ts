/** The account page's dialogs load when they are first wanted (decision 0067): a visit to the page shows the account
 *  and opens a dialog only to change something, and the dialogs bring `shared-ui/form` and the country fields. */
import { loadWhenWanted } from 'shared-ui/data';

const dialogs = loadWhenWanted(() => import('./account-dialogs'));

export const ChangeNameDialog = dialogs.part((module) => module.ChangeNameDialog);
export const ChangeEmailDialog = dialogs.part((module) => module.ChangeEmailDialog);
export const ChangePasswordDialog = dialogs.part((module) => module.ChangePasswordDialog);
export const CloseAccountDialog = dialogs.part((module) => module.CloseAccountDialog);
export const BillingDetailsDialog = dialogs.part((module) => module.BillingDetailsDialog);
/** For a button that opens one of them. */
export const preloadsDialogs = dialogs.preloadProps;
export const InviteDialog = dialogs.part((module) => module.InviteDialog);
export const ChangeRoleDialog = dialogs.part((module) => module.ChangeRoleDialog);
export const RemoveMemberDialog = dialogs.part((module) => module.RemoveMemberDialog);
export const RevokeInvitationDialog = dialogs.part((module) => module.RevokeInvitationDialog);
export const LeaveAccountDialog = dialogs.part((module) => module.LeaveAccountDialog);
