/** mf-auth's tests render its pages with the shared test kit (`shared-ui/testing`), bound here to this remote's
 *  catalogues and its SWR (a fresh cache per test): nobody is signed in unless the test says so. Tests mount a
 *  page at its `path` and follow where it navigates with the kit's findLocation. */
import { SWRConfig } from 'swr';
import { createRenderPage } from 'shared-ui/testing';
import { messages as en } from '../locales/en/messages';
import { messages as ja } from '../locales/ja/messages';

export const renderPage = createRenderPage({ messages: { en, ja }, SWRConfig });
