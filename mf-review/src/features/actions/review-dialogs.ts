/** The review desk's dialogs, in one module that its pages load when a dialog is first wanted (decision 0067). */
export { ConfirmDialog } from 'shared-ui/form';
export { RejectDialog } from './reject-dialog';
