/** The `shared-ui/testing` entry: the one test kit of the remotes (msw server and answers, request recorders, the
 *  bot check, and renderPage as the shell hosts a page). Test-only: only *.test.ts(x) files and a remote's
 *  `src/testing/` fixtures import it, so it never reaches a production bundle. */
export {
  server,
  listenForApiCalls,
  apiUrl,
  errorResponse,
  okMessage,
  recordJson,
  recordPost,
  recordGet,
} from './api-server';
export type { RecordedCall } from './api-server';
export { createRequestLog } from './request-log';
export type { LoggedRequest, RequestLog } from './request-log';
export {
  provideWebCrypto,
  aBotCheckChallenge,
  serveBotCheck,
  botCheckDownUntilRecovered,
  tokenVerifies,
} from './bot-check';
export type { BotCheckFailure } from './bot-check';
export { recordSavedFiles } from './saved-files';
export type { SavedFile } from './saved-files';
export { createRenderPage, findLocation } from './render-page';
export type {
  RemoteTestSetup,
  RenderPageOptions,
  RenderedPage,
  ToastTexts,
  SwrConfigComponent,
} from './render-page';
