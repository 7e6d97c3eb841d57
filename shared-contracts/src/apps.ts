/** The one table of the portal's apps: each folder, its Module Federation container name and the port it is served
 *  on locally (decision 0037). The route manifest's REMOTE_NAMES, the seven webpack configs and the tooling
 *  (tooling/apps.mjs, through Node's type stripping) read it, so a new remote is one line here. It imports
 *  nothing, so plain Node can load it. */

/** The shell: the host, serving index.html and /remotes.json. */
export const SHELL_APP = { dir: 'shell', name: 'shell', port: 3000 } as const;

/** The remotes, in the order they are built and listed. */
export const REMOTE_APPS = [
  { dir: 'mf-public', name: 'mf_public', port: 3001 },
  { dir: 'mf-auth', name: 'mf_auth', port: 3002 },
  { dir: 'mf-dashboard', name: 'mf_dashboard', port: 3003 },
  { dir: 'mf-ads', name: 'mf_ads', port: 3004 },
  { dir: 'mf-account', name: 'mf_account', port: 3005 },
  { dir: 'mf-review', name: 'mf_review', port: 3006 },
] as const;

export type RemoteApp = (typeof REMOTE_APPS)[number];

/** The remotes' container names, as the route manifest names a page's owner. */
export const REMOTE_NAMES: readonly RemoteApp['name'][] = REMOTE_APPS.map((app) => app.name);
