/** The `shared-contracts/testing` entry: test data that looks like what the API sends. Test-only; never imported
 *  by production code. The test shell (createTestShellServices, renderWithShell) is `shell-runtime/testing`. */
export { anAdvertiser, anAd } from './factories';
