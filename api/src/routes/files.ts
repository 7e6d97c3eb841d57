/** GET /api/files/:key: the uploaded banners, for the portal's previews and the exhibition system's pages (no API
 *  key). Only generated keys name a file, so no path can reach outside the store; each file is served with its
 *  own type, `nosniff`, and a year-long immutable cache since a key never changes content. */
import * as v from 'valibot';
import { notFound } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { IMMUTABLE_CACHE_CONTROL, isFileKey } from '../adapters/storage/storage';

const FileParamsSchema = v.object({ key: v.string() });

export const fileRoutes: RoutePlugin = async (app) => {
  app.get(
    '/files/:key',
    { config: { apiKey: false, summary: 'An uploaded banner' }, schema: { params: FileParamsSchema } },
    async (request, reply) => {
      const { key } = request.params;
      if (!isFileKey(key)) throw notFound();
      const file = await app.adapters.storage.get(key);
      if (!file) throw notFound();
      reply
        .type(file.contentType)
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
};
