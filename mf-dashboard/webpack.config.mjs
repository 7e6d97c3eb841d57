import path from 'node:path';
import { createWebpackConfig } from '../tooling/webpack.mjs';

export default createWebpackConfig({
  dir: path.dirname(new URL(import.meta.url).pathname),
  name: 'mf_dashboard',
  port: 3003,
  kind: 'remote',
});
