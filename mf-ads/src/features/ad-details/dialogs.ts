/** The ad page's dialogs load when they are first wanted (decision 0067): most visits open none, and they bring
 *  `shared-ui/form` (the dialog) and `shared-ui/pickers` (the new start date's calendar), 17.9 KB gzip. */
import { loadWhenWanted } from 'shared-ui/data';

const dialogs = loadWhenWanted(() => import('./ad-dialogs'));

export const ConfirmDialog = dialogs.part((module) => module.ConfirmDialog);
export const NewStartDateDialog = dialogs.part((module) => module.NewStartDateDialog);
/** For a button that opens one of them. */
export const preloadsDialogs = dialogs.preloadProps;
