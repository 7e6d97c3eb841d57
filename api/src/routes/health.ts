/** GET /api/health: for load balancers and the start script. Answers 200 only when the database answers. */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { RoutePlugin } from '../http/types';

const HealthSchema = v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) });

export const healthRoutes: RoutePlugin = async (app) => {
  app.get(
    '/health',
    {
      config: { apiKey: false, summary: 'Liveness and database check' },
      schema: { response: { 200: HealthSchema } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.databaseEngine };
    },
  );
};
