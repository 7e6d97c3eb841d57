/** The one list of Module Federation shared singletons for the shell and every remote (ARCHITECTURE.md).
 *  Context-bearing libraries must exist once on a page, or hooks, themes and stores split in two. */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'styled-components',
  '@lingui/core',
  '@lingui/react',
  'zustand',
  'swr',
];

/** Workspace libraries are written `workspace:*`, so their required version is given explicitly. */
export const WORKSPACE_SINGLETONS = ['shared-contracts', 'shared-ui'];

export function sharedConfig() {
  const shared = {};
  for (const name of SHARED_SINGLETONS) shared[name] = { singleton: true };
  for (const name of WORKSPACE_SINGLETONS) shared[name] = { singleton: true, requiredVersion: '^1.0.0' };
  return shared;
}
