/** The API's routes as the hostile-input suite sees them: read from the OpenAPI document the app serves
 *  (GET /api/openapi.json), so a route added tomorrow is attacked without anyone listing it here. Each operation
 *  keeps its path and query parameters and its JSON body schema, which the request generators derive values from. */
import * as v from 'valibot';

/** The part of JSON Schema the valibot schemas produce (see routes/openapi.ts). */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

const JsonSchemaSchema: v.GenericSchema<JsonSchema> = v.looseObject({
  type: v.optional(v.union([v.string(), v.array(v.string())])),
  enum: v.optional(v.array(v.unknown())),
  const: v.optional(v.unknown()),
  anyOf: v.optional(v.array(v.lazy(() => JsonSchemaSchema))),
  properties: v.optional(
    v.record(
      v.string(),
      v.lazy(() => JsonSchemaSchema),
    ),
  ),
  required: v.optional(v.array(v.string())),
  items: v.optional(v.lazy(() => JsonSchemaSchema)),
  minLength: v.optional(v.number()),
  maxLength: v.optional(v.number()),
  minimum: v.optional(v.number()),
  maximum: v.optional(v.number()),
  pattern: v.optional(v.string()),
  format: v.optional(v.string()),
  default: v.optional(v.unknown()),
});

const ParameterSchema = v.object({
  name: v.string(),
  in: v.picklist(['path', 'query']),
  required: v.boolean(),
  schema: JsonSchemaSchema,
});

const OperationSchema = v.looseObject({
  summary: v.optional(v.string()),
  parameters: v.optional(v.array(ParameterSchema), []),
  requestBody: v.optional(
    v.object({
      content: v.object({ 'application/json': v.object({ schema: JsonSchemaSchema }) }),
    }),
  ),
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const DocumentSchema = v.looseObject({
  openapi: v.string(),
  paths: v.record(
    v.string(),
    v.partial(v.object(Object.fromEntries(METHODS.map((m) => [m, OperationSchema])))),
  ),
});

export type Parameter = v.InferOutput<typeof ParameterSchema>;

export type Operation = {
  /** 'POST /api/ads/{id}': how failures and HOSTILE_ROUTE name it. */
  key: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  summary: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
};

/** Every operation of the document, in its order. */
export function operationsOf(document: unknown): Operation[] {
  const parsed = v.parse(DocumentSchema, document);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(parsed.paths)) {
    for (const method of METHODS) {
      const operation = methods[method];
      if (!operation) continue;
      const upper = method.toUpperCase() as Operation['method'];
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        summary: operation.summary ?? '',
        pathParams: operation.parameters.filter((p) => p.in === 'path'),
        queryParams: operation.parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content['application/json'].schema,
      });
    }
  }
  return operations;
}
