/** Cookie consent on klaro's consent-manager core in opt-in mode: one klaro service per category (necessary is
 *  required; analytics and targeting start off), klaro's own cookie for its decisions, plus our consent record.
 *  Klaro itself loads only when a visitor opens the choice or decides (decision 0029): until then the stored
 *  decisions are read from the two cookies here, and a decision is written to our record and applied at once,
 *  then handed to klaro, which writes its cookie and applies it again. */
import type ConsentManager from 'klaro/dist/cm';
import type { KlaroConfig } from 'klaro/dist/cm';
import { COOKIE_CATEGORIES, COOKIE_CONSENT_EXPIRY_DAYS, type CookieCategory } from 'shared-contracts';
import { analytics, type Analytics } from './analytics';
import {
  KLARO_COOKIE,
  deleteCookie,
  readConsentRecord,
  readKlaroDecisions,
  recordFor,
  writeConsentRecord,
  type ConsentChoice,
  type ConsentRecord,
} from './consent-record';

export type ConsentController = {
  /** True when a decision of the current revision is stored; otherwise the banner asks. */
  hasDecision(): boolean;
  choice(): ConsentChoice;
  /** Starts loading the consent manager ahead of a decision (the visitor opened the choice). */
  prepare(): void;
  save(choice: ConsentChoice): ConsentRecord;
  acceptAll(): ConsentRecord;
  rejectAll(): ConsentRecord;
};

export type KlaroLoader = () => Promise<typeof ConsentManager>;

const loadKlaro: KlaroLoader = () =>
  import(/* webpackChunkName: "klaro" */ 'klaro/dist/cm').then((module) => module.default);

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
  options: { analytics?: Analytics; doc?: Document; now?: () => Date; klaro?: KlaroLoader } = {},
): ConsentController {
  const doc = options.doc ?? document;
  const services = {
    analytics: options.analytics ?? analytics,
    currentPath: () => doc.location?.pathname ?? '/',
  };
  let record = readConsentRecord(doc);
  // Klaro decisions without a current record (old revision, or ours deleted) must not switch anything on.
  if (!record) deleteCookie(KLARO_COOKIE, doc);
  // Our record is the decision: the categories it lists were accepted, the others refused. Klaro's cookie only
  // mirrors it, and may lag behind it (a visitor who decided and left before klaro had loaded): klaro is brought in
  // line when it loads, and the visitor is never asked twice.
  let confirmed = record !== null;
  let decisions: ConsentChoice = {
    necessary: true,
    analytics: record?.categories.includes('analytics') ?? false,
    targeting: record?.categories.includes('targeting') ?? false,
  };
  // As klaro does when it starts: a stored analytics decision applies at once, anything else keeps it off.
  applyAnalytics(decisions.analytics);

  function applyAnalytics(on: boolean): void {
    if (on) services.analytics.start(services.currentPath());
    else services.analytics.stop();
  }

  let manager: Promise<ConsentManager> | null = null;
  function consentManager(): Promise<ConsentManager> {
    manager ??= (options.klaro ?? loadKlaro)().then((Manager) => {
      const klaro = new Manager(klaroConfig(services));
      // A decision recorded before klaro could write its cookie: klaro takes it over now.
      const stored = readKlaroDecisions(doc);
      if (confirmed && COOKIE_CATEGORIES.some((category) => stored?.[category] !== decisions[category])) {
        for (const category of COOKIE_CATEGORIES) klaro.updateConsent(category, decisions[category]);
        klaro.saveAndApplyConsents('save');
      }
      return klaro;
    });
    manager.catch(() => {
      manager = null; // a later decision tries again
    });
    return manager;
  }

  function save(next: ConsentChoice, eventType = 'save'): ConsentRecord {
    decisions = { necessary: true, analytics: next.analytics, targeting: next.targeting };
    confirmed = true;
    record = recordFor(next, record, options.now?.() ?? new Date());
    writeConsentRecord(record, doc);
    applyAnalytics(decisions.analytics);
    const saved = decisions;
    consentManager()
      .then((klaro) => {
        for (const category of COOKIE_CATEGORIES) klaro.updateConsent(category, saved[category]);
        klaro.saveAndApplyConsents(eventType);
      })
      .catch((error: unknown) => console.error('The consent manager could not be loaded', error));
    return record;
  }

  return {
    hasDecision: () => record !== null && confirmed,
    choice: () =>
      Object.fromEntries(
        COOKIE_CATEGORIES.map((category): [CookieCategory, boolean] => [
          category,
          category === 'necessary' || (record !== null && decisions[category]),
        ]),
      ) as ConsentChoice, // every category is listed above
    prepare: () => {
      consentManager().catch(() => undefined); // a failure shows when the visitor decides
    },
    save: (next) => save(next),
    acceptAll: () => save({ necessary: true, analytics: true, targeting: true }, 'accept'),
    rejectAll: () => save({ necessary: true, analytics: false, targeting: false }, 'decline'),
  };
}

let pageController: ConsentController | null = null;
/** One controller per page: it applies the stored decisions (starting analytics) as it is created. */
export function consentController(): ConsentController {
  pageController ??= createConsentController();
  return pageController;
}
