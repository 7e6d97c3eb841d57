/** GET /health and GET /ready, for balancers and the start scripts: which database engine answers. */
import * as v from 'valibot';

export const DATABASE_ENGINES = ['pglite', 'postgres'] as const;

export const HealthSchema = v.object({ status: v.literal('ok'), database: v.picklist(DATABASE_ENGINES) });
export type Health = v.InferOutput<typeof HealthSchema>;

export const ReadySchema = v.object({ status: v.literal('ready'), database: v.picklist(DATABASE_ENGINES) });
export type Ready = v.InferOutput<typeof ReadySchema>;
