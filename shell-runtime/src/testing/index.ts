/** The `shell-runtime/testing` entry: what remote and shell tests use to host a page like the shell does.
 *  Test-only; never imported by production code. Test data (anAdvertiser, anAd) is `shared-contracts/testing`. */
export { createTestShellServices, TEST_API_BASE_URL, TEST_API_KEY } from './test-shell-services';
export type {
  TestShellServices,
  TestShellOptions,
  RecordedToast,
  RecordedNavigation,
} from './test-shell-services';
export { renderWithShell } from './render-with-shell';
export type { RenderWithShellOptions } from './render-with-shell';
