/** The deploy manifest (decision 0036), in two shapes. A remote's build writes its deploy entry (deploy-entry.json:
 *  its name, manifest file, contracts version and routes, from the route manifest); deploying turns it into that
 *  remote's entry of remotes.json, which the shell reads at start-up to build its route table. One set of rules
 *  here, so the shell, the build and the deploy tooling accept and refuse the same files. The build's side, which
 *  the browser never needs, is in deploy-entry.ts (`shared-contracts/deploy`). */
import * as v from 'valibot';
import { CONTRACTS_VERSION_PATTERN } from './contracts-version';
import { ROUTE_ACCESS, ROUTE_LAYOUTS, RemoteNameSchema, RoutePathSchema } from './routes';

export const ContractsVersionSchema = v.pipe(
  v.string(),
  v.regex(CONTRACTS_VERSION_PATTERN, 'contracts is a version such as 1.0.0'),
);

/** One route a deployed remote serves; the remote is the entry it is listed under. Unknown keys are ignored, so
 *  an older shell reads a newer file. */
export const DeployedRouteSchema = v.object({
  path: RoutePathSchema,
  access: v.picklist(ROUTE_ACCESS, `access is one of ${ROUTE_ACCESS.join(', ')}`),
  layout: v.picklist(ROUTE_LAYOUTS, `layout is one of ${ROUTE_LAYOUTS.join(', ')}`),
});
export type DeployedRoute = v.InferOutput<typeof DeployedRouteSchema>;

export const DeployedRoutesSchema = v.pipe(
  v.array(DeployedRouteSchema),
  v.minLength(1, 'a remote serves at least one route'),
);

// Any http(s) origin works as the base: it only tells a relative path from a URL of another scheme.
const URL_CHECK_BASE = 'http://shell.invalid/';

/** Whether a manifest address is an http(s) URL, or a path the shell resolves against its own origin. */
export function isHttpManifestUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value, URL_CHECK_BASE);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** One remote's entry in remotes.json. */
export const RemotesEntrySchema = v.object({
  manifest: v.pipe(
    v.string(),
    v.nonEmpty('manifest is the URL of the remote’s mf-manifest.json'),
    v.check(isHttpManifestUrl, 'manifest must be an http(s) URL or a path on the shell’s origin'),
  ),
  contracts: ContractsVersionSchema,
  routes: DeployedRoutesSchema,
});
export type RemotesEntry = v.InferOutput<typeof RemotesEntrySchema>;

/** remotes.json: remote name → its entry. Overlapping paths across entries are checked by the reader
 *  (findRouteOverlaps), which knows the whole file. */
export const RemotesFileSchema = v.record(RemoteNameSchema, RemotesEntrySchema);
export type RemotesFile = v.InferOutput<typeof RemotesFileSchema>;

/** Each problem of a parse as `where: what` (`mf_ads.routes.0.access: access is one of …`), for error pages and
 *  the deploy tooling's messages. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const where = v.getDotPath(issue);
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}
