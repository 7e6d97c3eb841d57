/** The ad page's dialogs, in one module that the page loads when a dialog is first wanted (decision 0067). */
export { ConfirmDialog } from 'shared-ui/form';
export { NewStartDateDialog } from './new-start-date-dialog';
