/** Lets routes declare valibot schemas from shared-contracts directly in `schema: { body, querystring, params,
 *  response }`: the same schema validates the request (400 with per-field en/ja messages), types the handler,
 *  strips unknown keys from responses (a password hash can never leak) and feeds GET /api/openapi.json. */
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import * as v from 'valibot';
import { validate } from 'shared-contracts';
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

export const valibotSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const valibot = requireValibot(schema, `${method} ${url} response`);
  // A response that does not match its schema is a bug on our side: parse throws and the handler answers 500.
  return (data: unknown) => JSON.stringify(v.parse(valibot, data));
};
