/** The review desk's dialogs (reject with a reason, confirm an end or a refund) load when they are first wanted
 *  (decision 0067): the queue and the ad page show the ads first, and the dialogs bring `shared-ui/form`. */
import { loadWhenWanted } from 'shared-ui/data';

const dialogs = loadWhenWanted(() => import('./review-dialogs'));

export const RejectDialog = dialogs.part((module) => module.RejectDialog);
export const ConfirmDialog = dialogs.part((module) => module.ConfirmDialog);
/** For a button that opens one of them. */
export const preloadsDialogs = dialogs.preloadProps;
