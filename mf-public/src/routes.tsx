/** The module mf-public exposes as `./routes`: the home page (SPEC §1), the contact form and the FAQ page
 *  (SPEC §2), each loaded when first visited, and this remote's en/ja catalogues. */
import { lazy } from 'react';
import { ROUTES, type RemoteModule } from 'shared-contracts';
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
  routes: [
    { path: ROUTES.home, element: <HomePage /> },
    { path: ROUTES.contact, element: <ContactPage /> },
    { path: ROUTES.faqs, element: <FaqsPage /> },
  ],
  messages: { en, ja },
};

export default remote;
