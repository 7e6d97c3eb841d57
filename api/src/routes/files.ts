/** GET /api/files/:key: the uploaded banners, for the portal's previews and the exhibition system's pages (no API
 *  key). Only generated keys name a file, so no path can reach outside the store; each file is served with its
 *  own type, `nosniff`, and a year-long immutable cache since a key never changes content. */
import { ENDPOINTS } from 'shared-contracts/api';
import { registerEndpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { IMMUTABLE_CACHE_CONTROL, isFileKey } from '../adapters/storage/storage';

export const fileRoutes: RoutePlugin = async (app) => {
  registerEndpoint(app, ENDPOINTS.files.get, async (request, reply) => {
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
  });
};
