/** What every page shows when remotes.json is malformed (decision 0036): no page at all rather than a wrong one,
 *  inside the layout, with the file's problems listed for whoever deploys. A file that could not be fetched is
 *  the ordinary remote error with Retry instead (route-table.tsx). */
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { ErrorPanel } from './remote-boundary';

const Problems = styled.ul`
  text-align: left;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export function ManifestErrorPage({ problems }: { problems: readonly string[] }) {
  return (
    <ErrorPanel role="alert">
      <h1>
        <Trans id="shell.manifest-error.title">The portal is not set up correctly</Trans>
      </h1>
      <p>
        <Trans id="shell.manifest-error.body">
          The list of the portal’s parts (remotes.json) has mistakes, so no page can be shown.
        </Trans>
      </p>
      <Problems aria-label="remotes.json" lang="en">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Problems>
    </ErrorPanel>
  );
}
