/** The shell page's Content-Security-Policy, generated from the served remotes.json (decision 0037): scripts and
 *  fetches only from the shell's own origin and the origins of the deployed remotes' manifests, so a deploy that
 *  adds a remote or moves one to a CDN widens the policy by exactly that origin, and nothing else may run. */

import { PICKER_SCRIPT_SOURCE } from './prerender.mjs';

/** reCAPTCHA v3, when the API checks with it (README "Configuration"): Google's script, its frame and its calls. */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];

/** The origins of the remotes' manifest URLs; an entry that is not an absolute http(s) URL is on the shell's own
 *  origin ('self'), and a file that is not an object adds none (the shell shows its own error for it). */
export function remoteOrigins(remotes) {
  if (typeof remotes !== 'object' || remotes === null) return [];
  const origins = new Set();
  for (const entry of Object.values(remotes)) {
    const manifest = typeof entry === 'string' ? entry : entry?.manifest;
    if (typeof manifest !== 'string') continue;
    try {
      const url = new URL(manifest);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // relative: served by the shell's origin
    }
  }
  return [...origins].sort();
}

/** The policy for the shell's HTML. `recaptcha` adds Google's origins for reCAPTCHA v3. */
export function contentSecurityPolicy(remotes, { recaptcha = false } = {}) {
  const remoteList = remoteOrigins(remotes);
  const google = recaptcha ? RECAPTCHA_ORIGINS : [];
  const directives = {
    'default-src': ["'self'"],
    // Each remote's remoteEntry.js and chunks; the federation runtime loads them as script elements. The one inline
    // script is the prerendered pages' language picker, allowed by its hash (decisions 0068, 0069).
    'script-src': ["'self'", PICKER_SCRIPT_SOURCE, ...remoteList, ...google],
    // mf-manifest.json of each remote, and the API on the shell's own origin.
    'connect-src': ["'self'", ...remoteList, ...google],
    // styled-components writes its rules into style elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images a remote bundles are served from its origin; previews of chosen files are blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', ...remoteList],
    'font-src': ["'self'", 'data:', ...remoteList],
    // The bot check's proof-of-work worker is a chunk of the shell's origin.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': recaptcha ? RECAPTCHA_ORIGINS : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    // The test checkout's form posts to /api on this origin; Stripe Checkout is reached by navigation, not a form.
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

// Alone: `node tooling/csp.mjs deploy/remotes.json` prints the policy, for a CDN that serves the shell's page.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fs = await import('node:fs');
  const file = process.argv[2] ?? 'deploy/remotes.json';
  console.log(contentSecurityPolicy(JSON.parse(fs.readFileSync(file, 'utf8'))));
}
