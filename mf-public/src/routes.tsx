/** The module mf-public exposes as `./routes`: the home page, the contact form and the FAQ page
 *  (product.md, Pages), each loaded when first visited, with this remote's catalogue in the interface language.
 *  The pages are those of this remote's entries in the route manifest (decision 0024), no more and no fewer. */
import { i18n } from '@lingui/core';
import { NO_MESSAGES, pagesWithCatalogue, routesOf, type RemoteModule } from 'shell-runtime';

// This remote's catalogue in the interface language loads with its first page (decision 0061).
const page = pagesWithCatalogue(
  {
    en: () => import(/* webpackChunkName: "mf-public-messages-en" */ './locales/en/messages'),
    ja: () => import(/* webpackChunkName: "mf-public-messages-ja" */ './locales/ja/messages'),
  },
  i18n,
);

const HomePage = page(() => import('./features/home/home-page').then((module) => module.HomePage));
const ContactPage = page(() =>
  import('./features/contact/contact-page').then((module) => module.ContactPage),
);
const FaqsPage = page(() => import('./features/faqs/faqs-page').then((module) => module.FaqsPage));

const remote: RemoteModule = {
  routes: routesOf('mf_public', { home: <HomePage />, contact: <ContactPage />, faqs: <FaqsPage /> }),
  messages: NO_MESSAGES,
};

export default remote;
