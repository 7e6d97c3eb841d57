import ConsentManager from 'klaro/dist/cm';
import { createAnalytics } from './analytics';
import { createConsentController } from './consent-manager';
import { CONSENT_RECORD_COOKIE, KLARO_COOKIE, readKlaroDecisions } from './consent-record';

afterEach(() => {
  for (const name of [CONSENT_RECORD_COOKIE, KLARO_COOKIE]) document.cookie = `${name}=; Path=/; Max-Age=0`;
  sessionStorage.clear();
});

function controller() {
  const klaro = jest.fn(() => Promise.resolve(ConsentManager));
  const analytics = createAnalytics(sessionStorage);
  return { consent: createConsentController({ analytics, klaro }), klaro, analytics };
}

test('a first visit asks without loading klaro; opening the choice loads it', async () => {
  const { consent, klaro } = controller();
  expect(consent.hasDecision()).toBe(false);
  expect(klaro).not.toHaveBeenCalled();

  consent.prepare();
  await Promise.resolve();
  expect(klaro).toHaveBeenCalledTimes(1);
});

test('a decision is recorded and applied at once, then klaro writes its own cookie', async () => {
  const { consent, analytics } = controller();
  consent.save({ necessary: true, analytics: true, targeting: false });

  expect(consent.hasDecision()).toBe(true);
  expect(analytics.isRunning()).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(readKlaroDecisions()).toEqual({ necessary: true, analytics: true, targeting: false });
});

test('a returning visitor gets their stored decision without klaro', async () => {
  const first = controller();
  first.consent.acceptAll();
  await new Promise((resolve) => setTimeout(resolve, 0));

  const { consent, klaro, analytics } = controller();
  expect(consent.hasDecision()).toBe(true);
  expect(consent.choice()).toEqual({ necessary: true, analytics: true, targeting: true });
  expect(analytics.isRunning()).toBe(true);
  expect(klaro).not.toHaveBeenCalled();
});

test('a visitor who leaves before klaro has written its cookie is not asked again, and klaro takes the decision over', async () => {
  // The decision is recorded at once; the page is left before klaro has loaded.
  const first = createConsentController({
    analytics: createAnalytics(sessionStorage),
    klaro: () => new Promise(() => {}),
  });
  first.acceptAll();
  expect(readKlaroDecisions()).toBeNull();

  const { consent, klaro, analytics } = controller();
  expect(consent.hasDecision()).toBe(true);
  expect(consent.choice()).toEqual({ necessary: true, analytics: true, targeting: true });
  expect(analytics.isRunning()).toBe(true);
  expect(klaro).not.toHaveBeenCalled();

  // Once klaro loads (the visitor opens the choice), its cookie holds the recorded decision.
  consent.prepare();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(readKlaroDecisions()).toEqual({ necessary: true, analytics: true, targeting: true });
});

test("klaro's cookie alone, without our record, is no decision", () => {
  document.cookie = `${KLARO_COOKIE}=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: true, targeting: true }))}; Path=/`;

  const { consent, analytics } = controller();
  expect(consent.hasDecision()).toBe(false);
  expect(analytics.isRunning()).toBe(false);
  expect(readKlaroDecisions()).toBeNull();
});
