import path from 'node:path';
import { createWebpackConfig } from '../tooling/webpack.mjs';

export default createWebpackConfig({
  dir: path.dirname(new URL(import.meta.url).pathname),
  name: 'mf_review',
  port: 3006,
  kind: 'remote',
});
