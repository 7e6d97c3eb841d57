/** The module mf-public exposes as `./routes`: the home page (SPEC §1), the contact form and the FAQ page
 *  (SPEC §2), each loaded when first visited, and this remote's en/ja catalogues.
 *  The pages are those of this remote's entries in the route manifest (decision 0024), no more and no fewer. */
import { lazy } from 'react';
import { routesOf, type RemoteModule } from 'shared-contracts';
import { messages as en } from './locales/en/messages';
import { messages as ja } from './locales/ja/messages';

const HomePage = lazy(() =>
  import('./features/home/home-page').then((module) => ({ default: module.HomePage })),
);
const ContactPage = lazy(() =>
  import('./features/contact/contact-page').then((module) => ({ default: module.ContactPage })),
);
const FaqsPage = lazy(() =>
  import('./features/faqs/faqs-page').then((module) => ({ default: module.FaqsPage })),
);

const remote: RemoteModule = {
  routes: routesOf('mf_public', { home: <HomePage />, contact: <ContactPage />, faqs: <FaqsPage /> }),
  messages: { en, ja },
};

export default remote;
