/** mf-dashboard's tests render its pages with the shared test kit (`shared-ui/testing`), bound here to this
 *  remote's catalogues and its SWR: pages open at the dashboard, signed in, with the router's URL shown as
 *  "Current URL" so a test can see a page change its own query string. */
import { SWRConfig } from 'swr';
import { createRenderPage } from 'shared-ui/testing';
import { messages as en } from '../locales/en/messages';
import { messages as ja } from '../locales/ja/messages';

export const renderPage = createRenderPage({
  messages: { en, ja },
  SWRConfig,
  route: '/dashboard',
  signedIn: true,
  locationLabel: 'Current URL',
});
