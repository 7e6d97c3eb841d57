/** Runs mf-account alone (`pnpm --filter mf-account dev`, port 3005) inside shared-ui's dev harness, which
 *  provides the ShellServices, theme, Lingui and router the shell gives it in production. */
import { mountStandalone } from 'shared-ui/dev-harness';
import remoteModule from './routes';

mountStandalone(remoteModule, { name: 'mf-account' });
