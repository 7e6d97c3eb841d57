/** Cookie consent on klaro's consent-manager core in opt-in mode: one klaro service per category (necessary is
 *  required; analytics and targeting start off), klaro's own cookie for its decisions, plus our consent record.
 *  Only this lazily loaded module imports klaro, so it never weighs on the first paint. */
import ConsentManager, { type KlaroConfig } from 'klaro/dist/cm';
import { COOKIE_CATEGORIES, COOKIE_CONSENT_EXPIRY_DAYS, type CookieCategory } from 'shared-contracts';
import { analytics, type Analytics } from './analytics';
import {
  KLARO_COOKIE,
  deleteCookie,
  readConsentRecord,
  recordFor,
  writeConsentRecord,
  type ConsentChoice,
  type ConsentRecord,
} from './consent-record';

export type ConsentController = {
  /** True when a decision of the current revision is stored; otherwise the banner asks. */
  hasDecision(): boolean;
  choice(): ConsentChoice;
  save(choice: ConsentChoice): ConsentRecord;
  acceptAll(): ConsentRecord;
  rejectAll(): ConsentRecord;
};

export function klaroConfig(services: { analytics: Analytics; currentPath: () => string }): KlaroConfig {
  return {
    storageMethod: 'cookie',
    storageName: KLARO_COOKIE,
    cookieExpiresAfterDays: COOKIE_CONSENT_EXPIRY_DAYS,
    default: false, // opt-in: nothing optional runs before the visitor says yes
    services: [
      { name: 'necessary', purposes: ['necessary'], required: true },
      {
        name: 'analytics',
        purposes: ['analytics'],
        callback: (consent) => {
          if (consent) services.analytics.start(services.currentPath());
          else services.analytics.stop();
        },
      },
      // No targeting service runs today; the decision is kept so a future one can honour it.
      { name: 'targeting', purposes: ['targeting'] },
    ],
  };
}

export function createConsentController(
  options: { analytics?: Analytics; doc?: Document; now?: () => Date } = {},
): ConsentController {
  const doc = options.doc ?? document;
  let record = readConsentRecord(doc);
  // Klaro decisions without a current record (old revision, or ours deleted) must not switch anything on.
  if (!record) deleteCookie(KLARO_COOKIE, doc);
  const manager = new ConsentManager(
    klaroConfig({
      analytics: options.analytics ?? analytics,
      currentPath: () => doc.location?.pathname ?? '/',
    }),
  );

  function choice(): ConsentChoice {
    const entries = COOKIE_CATEGORIES.map((category): [CookieCategory, boolean] => [
      category,
      category === 'necessary' || (record !== null && manager.getConsent(category)),
    ]);
    return Object.fromEntries(entries) as ConsentChoice; // every category is listed above
  }

  function save(next: ConsentChoice, eventType = 'save'): ConsentRecord {
    for (const category of COOKIE_CATEGORIES)
      manager.updateConsent(category, category === 'necessary' || next[category]);
    manager.saveAndApplyConsents(eventType);
    record = recordFor(next, record, options.now?.() ?? new Date());
    writeConsentRecord(record, doc);
    return record;
  }

  return {
    hasDecision: () => record !== null && manager.confirmed,
    choice,
    save: (next) => save(next),
    acceptAll: () => save({ necessary: true, analytics: true, targeting: true }, 'accept'),
    rejectAll: () => save({ necessary: true, analytics: false, targeting: false }, 'decline'),
  };
}
