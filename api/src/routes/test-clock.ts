/** The test clock (product.md, Mails about ads), registered only with TEST_CLOCK=true, which production refuses
 *  (config.ts): GET says the time the scheduled mails read; POST moves it (null: back to the real time) and runs
 *  the mails job once at that time, as its hourly tick would, so a journey sees the mails as soon as the answer
 *  comes. The mails read it, and so does the counting of serves and clicks (the hour a serve or click is counted
 *  in, decision 0118); ads still start and end by the real date, and results read the real today, so journeys
 *  running beside each other never end each other's ads. */
import { ENDPOINTS } from 'shared-contracts/api';
import { adRemindersDeps, runAdReminders } from '../jobs/ad-reminders';
import { registerEndpoint } from '../http/endpoint';
import type { RoutePlugin } from '../http/types';

export const testClockRoutes: RoutePlugin = async (app) => {
  const state = () => ({ now: app.clock.now().toISOString(), moved: app.clock.moved });

  registerEndpoint(app, ENDPOINTS.testClock.get, async () => state());

  registerEndpoint(app, ENDPOINTS.testClock.set, async (request) => {
    app.clock.set(request.body.now === null ? null : new Date(request.body.now));
    await runAdReminders(adRemindersDeps(app), app.clock.now());
    return state();
  });
};
