/** Lets routes declare valibot schemas from shared-contracts directly in `schema: { body, querystring, params,
 *  response }`: the same schema validates the request (400 with per-field en/ja messages), types the handler,
 *  strips unknown keys from responses (a password hash can never leak) and feeds GET /api/openapi.json. */
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import * as v from 'valibot';
import { validate } from 'shared-contracts/api';
import { invalidInput } from './errors';

export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

export function isValibotSchema(value: unknown): value is v.GenericSchema {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    value.kind === 'schema' &&
    '~run' in value
  );
}

function requireValibot(schema: unknown, where: string): v.GenericSchema {
  if (!isValibotSchema(schema)) throw new Error(`${where}: route schemas must be valibot schemas`);
  return schema;
}

export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({
  schema,
  method,
  url,
  httpPart,
}) => {
  const valibot = requireValibot(schema, `${method} ${url} ${httpPart ?? ''}`);
  return (data: unknown) => {
    const result = validate(valibot, data);
    return result.ok ? { value: result.value } : { error: invalidInput(result.fields) };
  };
};

/** A response that does not match its schema: a bug on our side, answered 500. It names the paths that failed and
 *  not their values (valibot's own error carries the input, which would copy personal data into the log). */
export class ResponseSchemaError extends Error {
  override name = 'ResponseSchemaError';

  constructor(
    where: string,
    readonly paths: readonly string[],
  ) {
    super(`${where}: the response does not match its schema at ${paths.join(', ')}`);
  }
}

/** The content type of a text response schema (its `contentMediaType` metadata, as StatsCsvSchema of
 *  shared-contracts carries); undefined for a JSON response. */
export function textResponseContentType(schema: v.GenericSchema): string | undefined {
  const { contentMediaType }: Record<string, unknown> = v.getMetadata(schema);
  return typeof contentMediaType === 'string' ? contentMediaType : undefined;
}

export const valibotSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const where = `${method} ${url} response`;
  const valibot = requireValibot(schema, where);
  // Text is sent as it is (Fastify only serializes JSON replies; this keeps a text reply whole if it ever asks).
  if (textResponseContentType(valibot)) return (data: unknown) => String(data);
  return (data: unknown) => {
    const result = v.safeParse(valibot, data);
    if (!result.success)
      throw new ResponseSchemaError(
        where,
        result.issues.map((issue) => v.getDotPath(issue) ?? '(the whole response)'),
      );
    return JSON.stringify(result.output);
  };
};
