/** The `shared-contracts/testing` entry: what remote and shell tests use to host a page like the shell does.
 *  Test-only; never imported by production code. */
export { createTestShellServices, TEST_API_BASE_URL, TEST_API_KEY } from './test-shell-services';
export type {
  TestShellServices,
  TestShellOptions,
  RecordedToast,
  RecordedNavigation,
} from './test-shell-services';
export { anAdvertiser, anAd } from './factories';
export { renderWithShell } from './render-with-shell';
export type { RenderWithShellOptions } from './render-with-shell';
