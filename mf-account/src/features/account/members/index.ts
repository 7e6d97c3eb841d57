/** The account page's members parts, loaded with their own module when the page shows them (decision 0067). */
import { loadWhenWanted } from 'shared-ui/data';

const parts = loadWhenWanted(() => import('./members-parts'));

export const MembersSection = parts.part((module) => module.MembersSection);
export const ActivitySection = parts.part((module) => module.ActivitySection);
export const LeaveAccount = parts.part((module) => module.LeaveAccount);
