/** GET /api/openapi.json: an OpenAPI 3.1 description built from the valibot schemas the routes already declare,
 *  so the document cannot drift from what the API validates. Routes are collected as they are registered. */
import { toJsonSchema } from '@valibot/to-json-schema';
import type { RouteOptions } from 'fastify';
import * as v from 'valibot';
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
};

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
  return {
    ...(route.summary ? { summary: route.summary } : {}),
    parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses,
  };
}

export function createOpenApiCollector() {
  const routes: CollectedRoute[] = [];
  return {
    onRoute(options: RouteOptions) {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS' || !options.url.startsWith('/api/')) continue;
        routes.push({
          method: method.toLowerCase(),
          url: options.url,
          schema: options.schema,
          summary: options.config?.summary,
        });
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
          securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
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
    app.get('/openapi.json', { config: { summary: 'This document (OpenAPI 3.1)' } }, async () =>
      collector.document(errorBodySchema),
    );
  };
}
