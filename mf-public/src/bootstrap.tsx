/** Runs mf-public alone (http://localhost:3001) inside the shared-ui dev harness; the shell loads routes.tsx instead. */
import { mountStandalone } from 'shared-ui/dev-harness';
import remote from './routes';

mountStandalone(remote, { name: 'mf-public' });
