/** GET /api/openapi.json: an OpenAPI 3.1 description generated from the endpoint table of shared-contracts (paths,
 *  summaries, the valibot schemas the API validates with, who needs the API key), so the document cannot drift from
 *  what the API serves. Only the entries this app registered are described (the development routes are absent in
 *  production); a route registered outside the table is described from its own schema. */
import { toJsonSchema } from '@valibot/to-json-schema';
import type { Endpoint } from 'shared-contracts';
import { ENDPOINTS } from 'shared-contracts/api';
import { summaryOf } from 'shared-contracts/openapi';
import type { RouteOptions } from 'fastify';
import * as v from 'valibot';
import { registerEndpoint, routeSchema } from '../http/endpoint';
import { isValibotSchema, textResponseContentType } from '../http/valibot';
import type { App } from '../http/types';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
type CollectedRoute = {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  summary: string | undefined;
  /** The table entry, when the route was registered from one. */
  endpoint: Endpoint | undefined;
};

/** Where the API mounts the table's paths. */
const API_BASE = '/api';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** One line for the OpenAPI document. */
    summary?: string;
  }
}

function jsonSchema(schema: unknown): JsonObject | undefined {
  if (!isValibotSchema(schema)) return undefined;
  // Transforms and checks that JSON Schema cannot express are skipped rather than failing the whole document.
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    errorMode: 'ignore',
    target: 'draft-2020-12',
  });
  return json;
}

function parameters(schema: unknown, location: 'query' | 'path'): JsonObject[] {
  const json = jsonSchema(schema);
  const properties = isObject(json?.properties) ? json.properties : {};
  const required = new Set(Array.isArray(json?.required) ? json.required : []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function operation(route: CollectedRoute): JsonObject {
  const schema: JsonObject = isObject(route.schema) ? route.schema : {};
  const responses: JsonObject = {};
  for (const [status, response] of Object.entries(isObject(schema.response) ? schema.response : {})) {
    const body = jsonSchema(response);
    const type = isValibotSchema(response) ? textResponseContentType(response) : undefined;
    responses[status] = {
      description: `HTTP ${status}`,
      ...(body ? { content: { [type ?? 'application/json']: { schema: body } } } : {}),
    };
  }
  responses.default = {
    description: 'Error',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
  };
  const body = jsonSchema(schema.body);
  const security = route.endpoint ? securityOf(route.endpoint) : undefined;
  return {
    ...(route.summary ? { summary: route.summary } : {}),
    ...(security ? { security } : {}),
    parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses,
  };
}

/** Who an entry lets in, where it differs from the document's default (the API key). */
function securityOf(endpoint: Endpoint): JsonObject[] | undefined {
  if (endpoint.access === 'operator') return [{ operatorToken: [] }];
  // The review desk: the API key and the operator's cookie together (without the cookie: the unknown-route 404).
  if (endpoint.access === 'operatorSession') return [{ apiKey: [], operatorSession: [] }];
  return endpoint.apiKey ? undefined : [];
}

export function createOpenApiCollector() {
  const routes: CollectedRoute[] = [];
  return {
    onRoute(options: RouteOptions) {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS' || !options.url.startsWith('/api/')) continue;
        const endpoint = options.config?.endpoint;
        routes.push(
          endpoint
            ? {
                method: endpoint.method.toLowerCase(),
                url: `${API_BASE}${endpoint.path}`,
                schema: routeSchema(endpoint),
                summary: summaryOf(endpoint),
                endpoint,
              }
            : {
                method: method.toLowerCase(),
                url: options.url,
                schema: options.schema,
                summary: options.config?.summary,
                endpoint: undefined,
              },
        );
      }
    },
    document(errorBodySchema: v.GenericSchema): JsonObject {
      const paths: Record<string, JsonObject> = {};
      for (const route of routes) {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        paths[path] = { ...paths[path], [route.method]: operation(route) };
      }
      return {
        openapi: '3.1.0',
        info: { title: 'Advertiser portal API', version: '1.0.0' },
        components: {
          schemas: { ApiErrorBody: jsonSchema(errorBodySchema) },
          securitySchemes: {
            apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
            operatorToken: { type: 'http', scheme: 'bearer' },
            operatorSession: { type: 'apiKey', in: 'cookie', name: 'portal_operator' },
          },
        },
        security: [{ apiKey: [] }],
        paths,
      };
    },
  };
}

export type OpenApiCollector = ReturnType<typeof createOpenApiCollector>;

export function openApiRoutes(collector: OpenApiCollector, errorBodySchema: v.GenericSchema) {
  return async (app: App) => {
    registerEndpoint(app, ENDPOINTS.docs.openApi, async () => collector.document(errorBodySchema));
  };
}
