/** The onboarding page's success dialog loads when it is first wanted (decision 0067): a visit with a confirmation
 *  token starts loading it beside the confirmation request, and a visit without one (an incomplete link) never loads
 *  it, nor the `shared-ui/form` entry the dialog comes from. */
import { loadWhenWanted } from 'shared-ui/data';

const dialogs = loadWhenWanted(() => import('./sign-up-success-dialog'));

export const SignUpSuccessDialog = dialogs.part((module) => module.SignUpSuccessDialog);
/** Starts loading the dialog, once the page knows it may show it. */
export const preloadSuccessDialog = dialogs.preload;
