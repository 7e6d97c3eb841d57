/** Runs mf-ads alone (`pnpm --filter mf-ads dev`) inside the shared dev harness, which provides the
 *  ShellServices, Lingui, theme and router that the shell gives it in production. */
import { mountStandalone } from 'shared-ui/dev-harness';
import remoteModule from './routes';

mountStandalone(remoteModule, { name: 'mf-ads' });
