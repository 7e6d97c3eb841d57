/** A remote's deploy entry (decision 0036): what its build writes as deploy-entry.json, from the route manifest and
 *  this build's contracts version. Build tooling only, reached as `shared-contracts/deploy` (or the file itself
 *  through tsx), so none of it rides in the browser's shared-contracts singleton. */
import * as v from 'valibot';
import { CONTRACTS_VERSION } from './contracts-version';
import { ContractsVersionSchema, DeployedRoutesSchema } from './deploy-manifest';
import { RemoteNameSchema, routeEntriesOf, type RemoteName } from './routes';

/** deploy-entry.json, beside a remote's build: `manifest` is relative to the folder it is deployed to. */
export const DeployEntrySchema = v.object({
  name: RemoteNameSchema,
  manifest: v.pipe(v.string(), v.nonEmpty('manifest names the build’s mf-manifest.json')),
  contracts: ContractsVersionSchema,
  routes: DeployedRoutesSchema,
});
export type DeployEntry = v.InferOutput<typeof DeployEntrySchema>;

/** The file name a remote's build writes its deploy entry to, and the manifest file it names. */
export const DEPLOY_ENTRY_FILE = 'deploy-entry.json';
export const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';

/** A remote's deploy entry, from the route manifest and this build's contracts version. */
export function deployEntryOf(remote: RemoteName): DeployEntry {
  return {
    name: remote,
    manifest: FEDERATION_MANIFEST_FILE,
    contracts: CONTRACTS_VERSION,
    routes: routeEntriesOf(remote).map(({ path, access, layout }) => ({ path, access, layout })),
  };
}
