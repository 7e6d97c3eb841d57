/** What a page of a remote built on another contracts major shows (decision 0036), inside the layout where the
 *  remote would be: the shell never loads it, since its idea of the shared contracts differs from everyone else's.
 *  The other remotes keep working. */
import { Trans } from '@lingui/react/macro';
import { ErrorPanel } from './remote-boundary';

export function ContractRefusal({ remote }: { remote: string }) {
  return (
    <ErrorPanel role="alert">
      <h1>
        <Trans id="shell.contract-refusal.title">This part of the portal cannot be shown</Trans>
      </h1>
      <p>
        <Trans id="shell.contract-refusal.body">
          It was built for another version of the portal ({remote}). The rest of the portal works as usual.
        </Trans>
      </p>
    </ErrorPanel>
  );
}
