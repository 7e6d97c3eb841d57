/** The `shared-ui/bot-check` entry (decision 0044): sign-up's and the contact form's token, from the proof-of-work
 *  solver or reCAPTCHA v3. A shared singleton of its own, loaded with the two pages that need it. */
export { solveProofOfWork, encodeSolution } from './bot-check/solve-proof-of-work';
export { useBotCheckChallenge } from './bot-check/use-bot-check-challenge';
export type { FetchBotCheckChallenge } from './bot-check/use-bot-check-challenge';
export { useBotCheckToken } from './bot-check/use-bot-check-token';
export type { BotCheckToken, BotCheckState, BotCheckStatus } from './bot-check/use-bot-check-token';
export { BotCheckNotice } from './bot-check/bot-check-notice';
export type { BotCheckNoticeProps } from './bot-check/bot-check-notice';
