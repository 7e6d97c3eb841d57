/** Google's reCAPTCHA v3 in the browser, for when the API checks with reCAPTCHA (GET /bot-check/challenge answers
 *  its public site key). The script element is added on demand, when a bot-checked form first needs it, never
 *  with the page; that one element serves every later token. A script that cannot load or start, or a token
 *  Google will not make, is null, never a throw, so the form reports the bot-check failure and sends nothing. */

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** How long Google's script may take to load, start or make a token before the check counts as not loaded. */
const DEADLINE_MS = 15_000;

/** The part of Google's `grecaptcha` global that v3 uses. */
type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<unknown>;
};

export type Recaptcha = {
  /** A fresh token for this action (tokens expire after two minutes, so one is made per submission). */
  execute(action: string): Promise<string | null>;
};

function recaptchaScriptUrl(siteKey: string): string {
  return `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
}

/** Whether each script element has loaded and started; a WeakMap, so state leaves with its element. */
const loads = new WeakMap<HTMLScriptElement, Promise<boolean>>();

function isGrecaptcha(value: unknown): value is Grecaptcha {
  return (
    typeof value === 'object' &&
    value !== null &&
    'ready' in value &&
    typeof value.ready === 'function' &&
    'execute' in value &&
    typeof value.execute === 'function'
  );
}

/** Google's script defines `grecaptcha` on window; it is checked, not assumed, before use. */
function readGrecaptcha(): Grecaptcha | null {
  const value: unknown = Reflect.get(globalThis, 'grecaptcha');
  return isGrecaptcha(value) ? value : null;
}

function withDeadline<T>(promise: PromiseLike<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), DEADLINE_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function addScript(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.append(script);
  return script;
}

function scriptLoaded(script: HTMLScriptElement): Promise<boolean> {
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve(true), { once: true });
    script.addEventListener('error', () => resolve(false), { once: true });
  });
}

/** After the script loads it fetches the rest of reCAPTCHA; `ready` calls back once `execute` can be used. */
function recaptchaReady(): Promise<boolean> {
  const grecaptcha = readGrecaptcha();
  if (!grecaptcha) return Promise.resolve(false);
  return new Promise((resolve) => grecaptcha.ready(() => resolve(true)));
}

async function loadAndStart(script: HTMLScriptElement): Promise<boolean> {
  // A script already running (loaded for an earlier form) fires no second load event.
  if (!readGrecaptcha() && !(await withDeadline(scriptLoaded(script), false))) return false;
  return withDeadline(recaptchaReady(), false);
}

async function execute(siteKey: string, action: string): Promise<string | null> {
  const grecaptcha = readGrecaptcha();
  if (!grecaptcha) return null;
  try {
    const token = await withDeadline(grecaptcha.execute(siteKey, { action }), null);
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

/** Loads Google's script for this site key once and waits until it can make tokens; null when it cannot. */
export async function loadRecaptcha(siteKey: string): Promise<Recaptcha | null> {
  const src = recaptchaScriptUrl(siteKey);
  const script = Array.from(document.scripts).find((element) => element.src === src) ?? addScript(src);
  let started = loads.get(script);
  if (!started) {
    started = loadAndStart(script);
    loads.set(script, started);
  }
  if (await started) return { execute: (action) => execute(siteKey, action) };
  // A failed element is dropped, so the next attempt (a retry, the next submission) loads the script afresh.
  loads.delete(script);
  script.remove();
  return null;
}
