/** The ad page's dialogs, in one module that the page loads when a dialog is first wanted (decision 0067). */
export { ConfirmAdDialog } from './confirm-ad-dialog';
export { NewStartDateDialog } from './new-start-date-dialog';
