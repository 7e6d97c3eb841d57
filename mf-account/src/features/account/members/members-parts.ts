/** The Members section, the activity and Leave account, in one module the account page loads when it shows them
 *  (decision 0067's loadWhenWanted), so the page's own chunk stays as it was; their dialogs load with the page's
 *  other dialogs. */
export { MembersSection } from './members-section';
export { ActivitySection } from './activity-section';
export { LeaveAccount } from './leave-account';
