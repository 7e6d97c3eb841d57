import { linguiConfig } from '../tooling/lingui.mjs';

export default linguiConfig();
