/** Runs mf-review alone (`pnpm --filter mf-review dev`, port 3006) inside shared-ui's dev harness, which
 *  provides the ShellServices, theme, Lingui and router the shell gives it in production. */
import { mountStandalone } from 'shared-ui/dev-harness';
import remoteModule from './routes';

mountStandalone(remoteModule, { name: 'mf-review' });
