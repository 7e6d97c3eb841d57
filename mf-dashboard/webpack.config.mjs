import path from 'node:path';
import { createWebpackConfig } from '../tooling/webpack.mjs';

export default createWebpackConfig({
  dir: path.dirname(new URL(import.meta.url).pathname),
  kind: 'remote',
});
