/** mf-review's tests render its pages with the shared test kit (`shared-ui/testing`), bound here to this remote's
 *  catalogues and its SWR (a fresh cache per render). No advertiser is signed in: the desk has its own operator
 *  session, which each test answers through msw (testing/review-api.ts). */
import { SWRConfig } from 'swr';
import { createRenderPage } from 'shared-ui/testing';
import { messages as en } from '../locales/en/messages';
import { messages as ja } from '../locales/ja/messages';

export const renderPage = createRenderPage({
  messages: { en, ja },
  SWRConfig,
  route: '/review',
  signedIn: false,
});
