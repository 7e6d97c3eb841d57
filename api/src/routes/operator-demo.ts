/** POST /api/operator/ads/demo: the operator CLI's `demo` command, development only (in production it refuses,
 *  saying so, before touching anything). Like the other operator routes it takes no API key and no session but the
 *  operator token (the one check of http/operator-access.ts), and it runs inside the API because the embedded
 *  database is single-process (decision 0017). The data itself: services/demo-data.ts. */
import { ENDPOINTS } from 'shared-contracts/api';
import { isDevelopmentLike } from '../config';
import { registerEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { makeDemoData } from '../services/demo-data';

export const operatorDemoRoutes: RoutePlugin = async (app) => {
  registerEndpoint(app, ENDPOINTS.operator.demo, async (request) => {
    if (!isDevelopmentLike(app.config))
      throw new HttpError(403, 'FORBIDDEN', {
        en: 'Demo data is for development only, and this API runs in production (NODE_ENV=production).',
        ja: 'デモデータは開発環境でのみ作成できます。この API は本番環境（NODE_ENV=production）で動作しています。',
      });
    const demo = await makeDemoData(
      { db: app.db, storage: app.adapters.storage, config: app.config, log: app.log },
      request.body,
    );
    // The new ads run at once, not after the serving cache's window.
    app.adServer.invalidate();
    return demo;
  });
};
