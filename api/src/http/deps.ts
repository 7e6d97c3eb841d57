/** The dependencies a route plugin hands its services, taken from the app once per plugin. */
import type { MailingDeps } from '../services/mailing-deps';
import type { App } from './types';

export function mailingDeps(app: App): MailingDeps {
  return { db: app.db, mailer: app.adapters.mailer, config: app.config, log: app.log };
}
