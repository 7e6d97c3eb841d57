/** The Members section, the activity and Leave account, in one module the account page loads when it shows them
 *  (decision 0067's loadWhenWanted): most visits to the page change none of it, and its dialogs bring
 *  `shared-ui/form`. */
export { MembersSection } from './members-section';
export { ActivitySection } from './activity-section';
export { LeaveAccount } from './leave-account';
