/** Requests a hostile or broken client sends to one operation of the OpenAPI document, as a fast-check arbitrary:
 *  path parameters of every shape, query values wrong, repeated or extra, JSON bodies with one field broken, one
 *  missing, extras, the wrong top-level type, malformed or deeply nested text, a body over the size limit, other
 *  content types (text, form, multipart where JSON is expected, and broken multipart where it is), odd headers,
 *  and now and then another method on the same path. Most requests start from a valid one and break one thing,
 *  so the broken part meets the deep code rather than the first check. */
import fc from 'fast-check';
import { API_KEY_HEADER } from 'shared-contracts/api';
import { JPEG_BYTES, multipart, PNG_BYTES, WEBP_BYTES } from '../ad-factories';
import { TEST_API_KEY } from '../build-test-app';
import {
  CONTROL_STRINGS,
  headerValue,
  hostileString,
  hostileValue,
  NUMBER_STRINGS,
  percentEncode,
  SHAPED_STRINGS,
  toJsonText,
  toText,
  UNICODE_STRINGS,
  type HostileObject,
  type HostileValue,
} from './hostile-values';
import type { JsonSchema, Operation, Parameter } from './openapi-operations';
import { validObject, validValue } from './json-schema-values';

export type HostileRequest = {
  method: string;
  /** Path and query exactly as sent. */
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Send the advertiser's session cookies (added when sending: a fresh session each time). */
  signedIn: boolean;
  /** What is broken, for the failure report. */
  variant: string;
};

/** What the world knows is valid, by name (see hostile-world.ts). */
export type Known = {
  fields: Record<string, readonly HostileValue[]>;
  paths: Record<string, readonly string[]>;
  bearers: readonly string[];
  operatorBearer: string;
  bodies: Record<string, HostileValue>;
};

type Body = { payload?: string | Buffer; contentType?: string; variant: string };

const BODY_LIMIT_BREAKER = 'x'.repeat(1_100_000);
/** Path segments no encoder would produce: bad escapes, traversal, extra segments, overlong UTF-8. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%00',
  '%0d%0a',
  '%0A',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '..%2F..%2Fetc%2Fpasswd',
  'a/b',
  ';x=1',
  '%C0%AF',
  '%ff',
  '%E0%A4%A',
  '%ED%A0%80',
  '~',
  '%20',
  '*',
  '1%00',
  '1;',
  '1,2',
];
const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '\ufeff{"a":1}',
  '{"a":"\\u00"}',
  '{"a":"\\ud800"}',
  '"\u0000"',
  'nul\u0000',
  'null',
  '[]',
  '0',
  '-',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  ' ',
];
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** One path segment for a parameter: a valid one, a number of any shape, hostile text, or raw oddities. */
function pathSegment(parameter: Parameter, known: Known): fc.Arbitrary<string> {
  const valid = known.paths[parameter.name] ?? [];
  return fc.oneof(
    ...(valid.length > 0 ? [{ arbitrary: fc.constantFrom(...valid), weight: 4 }] : []),
    { arbitrary: fc.constantFrom(...NUMBER_STRINGS.filter(Boolean)).map(percentEncode), weight: 3 },
    { arbitrary: hostileString.filter((s) => s.length < 20_000).map(percentEncode), weight: 3 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 2 },
    { arbitrary: fc.constantFrom(40, 120, 5_000).map((n) => '9'.repeat(n)), weight: 1 },
  );
}

function validQueryValue(parameter: Parameter): fc.Arbitrary<string> {
  return validValue(parameter.schema).map(toText);
}

/** name=value pairs for one query parameter: absent, valid, hostile, empty, bare or repeated. */
function queryPairs(parameter: Parameter): fc.Arbitrary<string[]> {
  const name = percentEncode(parameter.name);
  const pair = (value: string) => `${name}=${percentEncode(value)}`;
  return fc.oneof(
    { arbitrary: fc.constant<string[]>([]), weight: 1 },
    { arbitrary: validQueryValue(parameter).map((value) => [pair(value)]), weight: 3 },
    {
      arbitrary: hostileString.filter((s) => s.length < 20_000).map((value) => [pair(value)]),
      weight: 3,
    },
    {
      arbitrary: fc.constantFrom<string[]>([`${name}=`], [name], [`${name}=%zz`], [`${name}=%00`]),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          validQueryValue(parameter),
          hostileString.filter((s) => s.length < 1_000),
        )
        .map(([a, b]) => [pair(a), pair(b)]),
      weight: 1,
    },
  );
}

const extraQueryPairs: fc.Arbitrary<string[]> = fc.oneof(
  { arbitrary: fc.constant<string[]>([]), weight: 4 },
  {
    arbitrary: fc.constantFrom<string[]>(
      ['__proto__[polluted]=1'],
      ['constructor[prototype][polluted]=1'],
      ['a[b][c]=d'],
      ['=&&=&'],
      ['x=1&x=2&x=3'],
      [`q=${'a'.repeat(50_000)}`],
    ),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(hostileString, hostileString)
      .filter(([a, b]) => a.length + b.length < 5_000)
      .map(([a, b]) => [`${percentEncode(a)}=${percentEncode(b)}`]),
    weight: 1,
  },
);

function queryString(operation: Operation): fc.Arbitrary<string> {
  return fc
    .tuple(fc.tuple(...operation.queryParams.map(queryPairs)), extraQueryPairs)
    .map(([declared, extra]) => {
      const pairs = [...declared.flat(), ...extra];
      return pairs.length > 0 ? `?${pairs.join('&')}` : '';
    });
}

/** The valid object a body starts from: the world's example for the operation, or one derived from the schema. */
function baseBody(operation: Operation, schema: JsonSchema, known: Known): fc.Arbitrary<HostileObject> {
  const example = known.bodies[operation.key];
  const derived = validObject(schema, known.fields);
  if (example === undefined || typeof example !== 'object' || example === null || Array.isArray(example))
    return derived;
  return fc.oneof(
    { arbitrary: fc.constant(example as HostileObject), weight: 3 },
    { arbitrary: derived, weight: 1 },
  );
}

const json = (value: HostileValue, variant: string): Body => ({
  payload: toJsonText(value),
  contentType: 'application/json',
  variant,
});

function formEncoded(value: HostileObject): string {
  return Object.entries(value)
    .map(([key, item]) => `${percentEncode(key)}=${percentEncode(toText(item))}`)
    .join('&');
}

const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  { arbitrary: fc.constantFrom(PNG_BYTES, JPEG_BYTES, WEBP_BYTES), weight: 8 },
  fc.constant(PNG_BYTES.subarray(0, 20)),
  fc.constant(Buffer.alloc(0)),
  fc.constant(Buffer.from('GIF89a\u0001\u0000\u0001\u0000')),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
  fc.constant(Buffer.from('%PDF-1.7\n')),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.concat([PNG_BYTES, Buffer.alloc(10_000_001 - PNG_BYTES.byteLength)])),
);

const partName = fc.oneof(
  { arbitrary: fc.constantFrom('file', 'key', 'fileType'), weight: 4 },
  { arbitrary: fc.constantFrom('files', 'file[]', '', '__proto__'), weight: 1 },
  { arbitrary: hostileString.filter((s) => s.length < 100), weight: 1 },
);

/** A multipart form: the upload's own fields with any values, a file of any bytes, or extra parts. */
const multipartBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.option(
      fc.record({
        filename: fc.oneof(
          { arbitrary: fc.constant('banner.png'), weight: 3 },
          { arbitrary: hostileString.filter((s) => s.length < 300), weight: 1 },
        ),
        contentType: fc.constantFrom(
          'image/png',
          'image/png',
          'image/jpeg',
          'text/html',
          'application/octet-stream',
          '',
        ),
        bytes: fileBytes,
      }),
      { freq: 6 },
    ),
    fc.oneof(
      { arbitrary: fc.constantFrom('png', 'jpeg', 'webp'), weight: 3 },
      { arbitrary: fc.constantFrom('', 'gif', 'svg', 'PNG'), weight: 1 },
      { arbitrary: hostileString.filter((s) => s.length < 2_000), weight: 1 },
    ),
    fc.oneof(
      { arbitrary: fc.constant<[string, string][]>([]), weight: 2 },
      {
        arbitrary: fc.array(
          fc.tuple(
            partName,
            hostileString.filter((s) => s.length < 2_000),
          ),
          { maxLength: 6 },
        ),
        weight: 1,
      },
    ),
    fc.constantFrom('whole', 'whole', 'whole', 'cut short', 'no boundary', 'wrong boundary', 'two files'),
  )
  .map(([file, fileType, extra, shape]) => {
    const parts = [
      ...(file ? [{ name: 'file', ...file }] : []),
      ...(shape === 'two files' && file ? [{ name: 'file', ...file, filename: 'second.png' }] : []),
      { name: 'key', value: '' },
      { name: 'fileType', value: fileType },
      ...extra.map(([name, value]) => ({ name, value })),
    ];
    const body = multipart(parts);
    const contentType = body.headers['content-type'] ?? 'multipart/form-data';
    if (shape === 'cut short')
      return {
        payload: body.payload.subarray(0, Math.floor(body.payload.byteLength / 2)),
        contentType,
        variant: 'multipart cut short',
      };
    if (shape === 'no boundary')
      return {
        payload: body.payload,
        contentType: 'multipart/form-data',
        variant: 'multipart without boundary',
      };
    if (shape === 'wrong boundary')
      return {
        payload: body.payload,
        contentType: 'multipart/form-data; boundary=other',
        variant: 'multipart, wrong boundary',
      };
    return { payload: body.payload, contentType, variant: `multipart (${shape}, ${parts.length} parts)` };
  });

/** The same fields sent as something other than JSON. */
function otherContentType(base: HostileObject): fc.Arbitrary<Body> {
  const text = toJsonText(base);
  return fc.oneof(
    fc.constant({ payload: text, contentType: 'text/plain', variant: 'JSON as text/plain' }),
    fc.constant({
      payload: formEncoded(base),
      contentType: 'application/x-www-form-urlencoded',
      variant: 'form-encoded',
    }),
    fc.constant({ payload: text, contentType: undefined, variant: 'JSON without a content type' }),
    fc.constant({ payload: text, contentType: 'application/JSON; charset=UTF-8', variant: 'JSON, odd case' }),
    fc.constant({
      payload: Buffer.from(text, 'utf16le'),
      contentType: 'application/json; charset=utf-16le',
      variant: 'JSON in UTF-16',
    }),
    fc.constant({ payload: text, contentType: 'application/vnd.api+json', variant: 'vendor JSON type' }),
    fc.constant({ payload: `<a>${text}</a>`, contentType: 'application/xml', variant: 'XML' }),
    fc.constant({ payload: text, contentType: ';;;', variant: 'garbage content type' }),
    fc.constant({
      payload: text,
      contentType: 'application/json; boundary=x; charset',
      variant: 'odd parameters',
    }),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
      payload: Buffer.from(bytes),
      contentType: 'application/octet-stream',
      variant: 'random bytes',
    })),
    multipartBody.map((body) => ({ ...body, variant: `${body.variant} where JSON is expected` })),
  );
}

function malformedJson(base: HostileObject): fc.Arbitrary<Body> {
  const text = toJsonText(base);
  return fc.oneof(
    fc
      .constantFrom(...MALFORMED_JSON)
      .map((payload) => ({ payload, contentType: 'application/json', variant: 'malformed JSON' })),
    fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((cut) => ({
      payload: text.slice(0, cut),
      contentType: 'application/json',
      variant: 'JSON cut short',
    })),
    fc.constantFrom(1_000, 100_000).map((depth) => ({
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
      contentType: 'application/json',
      variant: `arrays nested ${depth} deep`,
    })),
    fc.constantFrom(1_000, 50_000).map((depth) => ({
      payload: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      contentType: 'application/json',
      variant: `objects nested ${depth} deep`,
    })),
  );
}

function acceptsText(schema: JsonSchema | undefined): boolean {
  if (!schema || schema.enum || schema.const !== undefined) return false;
  if (schema.anyOf) return schema.anyOf.some(acceptsText);
  return schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
}

/** Hostile text within the field's length limits: alone, or around the field's valid value. */
function textWithin(schema: JsonSchema, valid: HostileValue | undefined): fc.Arbitrary<string> {
  const limits = schema.anyOf?.find((s) => s.type === 'string') ?? schema;
  const min = limits.minLength ?? 0;
  const max = limits.maxLength ?? 100_000;
  const around = typeof valid === 'string' ? valid : '';
  const hostile = fc.oneof(
    fc.constantFrom(...CONTROL_STRINGS, ...UNICODE_STRINGS, ...SHAPED_STRINGS),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
  );
  return fc
    .tuple(hostile, fc.constantFrom('alone', 'before', 'after', 'inside', 'padded to the limit'))
    .map(([text, where]) => {
      if (where === 'before') return `${text}${around}`;
      if (where === 'after') return `${around}${text}`;
      if (where === 'inside') return `${around.slice(0, 1)}${text}${around.slice(1)}`;
      if (where === 'padded to the limit')
        return text
          .repeat(Math.ceil(Math.min(max, 5_000) / Math.max(1, text.length)))
          .slice(0, Math.min(max, 5_000));
      return text;
    })
    .filter((text) => text.length >= min && text.length <= max);
}

/** Bodies for an operation whose OpenAPI entry declares a JSON body. */
function bodiesFor(operation: Operation, schema: JsonSchema, known: Known): fc.Arbitrary<Body> {
  const names = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const base = baseBody(operation, schema, known);
  const oneBroken = fc
    .tuple(base, names.length > 0 ? fc.constantFrom(...names) : fc.constant('field'), hostileValue)
    .map(([valid, name, value]) => json({ ...valid, [name]: value }, `field ${name} hostile`));
  const oneMissing = fc
    .tuple(base, required.length > 0 ? fc.constantFrom(...required) : fc.constant('field'))
    .map(([valid, name]) => {
      const { [name]: _dropped, ...rest } = valid;
      return json(rest, `field ${name} missing`);
    });
  const extras = fc
    .tuple(
      base,
      fc.dictionary(
        fc.oneof(
          fc.constantFrom('__proto__', 'constructor', 'id', 'status', 'advertiserId', 'isAdmin'),
          fc.string(),
        ),
        hostileValue,
        { minKeys: 1, maxKeys: 4 },
      ),
    )
    .map(([valid, extra]) => json({ ...extra, ...valid, ...extra }, 'extra fields'));
  // Text the schema accepts (right type, right length) but that is hostile: NUL, CR/LF, RTL, emoji, lone surrogates.
  const textNames = names.filter((name) => acceptsText(schema.properties?.[name]));
  const trickyText =
    textNames.length === 0
      ? oneBroken
      : fc
          .tuple(base, fc.constantFrom(...textNames))
          .chain(([valid, name]) =>
            textWithin(schema.properties?.[name] ?? {}, valid[name]).map((text) =>
              json({ ...valid, [name]: text }, `field ${name} tricky text`),
            ),
          );
  const allBroken = fc
    .tuple(...(names.length > 0 ? names.map(() => hostileValue) : [hostileValue]))
    .map((values) =>
      json(Object.fromEntries(names.map((name, i) => [name, values[i] ?? null])), 'every field hostile'),
    );
  return fc.oneof(
    { arbitrary: base.map((valid) => json(valid, 'valid')), weight: 2 },
    { arbitrary: oneBroken, weight: 5 },
    { arbitrary: trickyText, weight: 6 },
    { arbitrary: oneMissing, weight: 1 },
    { arbitrary: extras, weight: 1 },
    { arbitrary: allBroken, weight: 2 },
    { arbitrary: hostileValue.map((value) => json(value, 'wrong top-level type')), weight: 1 },
    { arbitrary: base.chain(malformedJson), weight: 2 },
    { arbitrary: base.chain(otherContentType), weight: 2 },
    { arbitrary: fc.constant({ variant: 'no body' }), weight: 1 },
    {
      arbitrary: base.map((valid) =>
        json({ ...valid, [names[0] ?? 'field']: BODY_LIMIT_BREAKER }, 'over the body limit'),
      ),
      weight: 1,
    },
  );
}

/** Whether the document says the operation reads a multipart form (its JSON Schema cannot describe one). */
const readsMultipart = (operation: Operation) => /multipart/i.test(operation.summary);

/** Bodies for an operation without a JSON body (most GETs, the bodiless POSTs, the multipart upload). */
function bodiesWithoutSchema(operation: Operation): fc.Arbitrary<Body> {
  const none = fc.constant<Body>({ variant: 'no body' });
  const something = fc.oneof(
    hostileValue.map((value) => json(value, 'unexpected JSON body')),
    fc.constant<Body>({ payload: '', contentType: 'application/json', variant: 'empty JSON body' }),
    malformedJson({}),
    otherContentType({ unexpected: 'field' }),
  );
  if (readsMultipart(operation))
    return fc.oneof(
      { arbitrary: multipartBody, weight: 6 },
      { arbitrary: something, weight: 1 },
      { arbitrary: none, weight: 1 },
    );
  const reads = operation.method === 'GET' || operation.method === 'DELETE';
  return fc.oneof({ arbitrary: none, weight: reads ? 6 : 3 }, { arbitrary: something, weight: 1 });
}

/** `Authorization` values: the world's valid bearers (the operator's on operator routes), broken ones, none. */
function authorization(operation: Operation, known: Known): fc.Arbitrary<string | undefined> {
  const operatorRoute = operation.path.startsWith('/api/operator/');
  return fc.oneof(
    { arbitrary: fc.constant(known.operatorBearer), weight: operatorRoute ? 12 : 0 },
    { arbitrary: fc.constantFrom(...known.bearers), weight: operatorRoute ? 0 : 3 },
    { arbitrary: fc.constant(undefined), weight: operatorRoute ? 1 : 4 },
    {
      arbitrary: fc.oneof(
        headerValue.map((token) => `Bearer ${token}`),
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'bearer  x  ',
          'Basic dXNlcjpwYXNz',
          'Bearer a b',
          `Bearer ${'t'.repeat(10_000)}`,
        ),
        headerValue,
      ),
      weight: 2,
    },
  );
}

/** Other headers: the API key (valid almost always), language, origin and cookies of any shape. */
const otherHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      apiKey: fc.oneof(
        { arbitrary: fc.constant(TEST_API_KEY), weight: 30 },
        { arbitrary: fc.oneof(fc.constant(''), headerValue), weight: 1 },
      ),
      acceptLanguage: fc.oneof(fc.constantFrom('ja', 'ja-JP,ja;q=0.9', 'en-US', '*', ''), headerValue),
      origin: fc.oneof(fc.constantFrom('http://localhost:3000', 'https://evil.example', 'null'), headerValue),
      cookie: fc.oneof(
        fc.constantFrom(
          'portal_access=',
          'portal_access=garbage',
          'portal_refresh=garbage; portal_access=x',
          '=;=;',
        ),
        headerValue.map((value) => `portal_access=${value}`),
      ),
    },
    { requiredKeys: ['apiKey'] },
  )
  .map(({ apiKey, acceptLanguage, origin, cookie }) => ({
    ...(apiKey === '' ? {} : { [API_KEY_HEADER]: apiKey }),
    ...(acceptLanguage !== undefined ? { 'accept-language': acceptLanguage } : {}),
    ...(origin !== undefined ? { origin } : {}),
    ...(cookie !== undefined ? { cookie } : {}),
  }));

/** Every request this suite may send to `operation`, given what the world knows. */
export function hostileRequests(operation: Operation, known: Known): fc.Arbitrary<HostileRequest> {
  const segments = fc.tuple(...operation.pathParams.map((parameter) => pathSegment(parameter, known)));
  const body = operation.body ? bodiesFor(operation, operation.body, known) : bodiesWithoutSchema(operation);
  return fc
    .record({
      method: fc.oneof(
        { arbitrary: fc.constant(operation.method), weight: 19 },
        { arbitrary: fc.constantFrom(...OTHER_METHODS), weight: 1 },
      ),
      segments,
      query: queryString(operation),
      body,
      authorization: authorization(operation, known),
      headers: otherHeaders,
      signedIn: fc.boolean(),
    })
    .map(({ method, segments: values, query, body: chosen, authorization: auth, headers, signedIn }) => {
      let index = 0;
      const path = operation.path.replace(/\{\w+\}/g, () => values[index++] ?? '');
      const sent: Record<string, string> = { ...headers };
      if (auth !== undefined) sent.authorization = auth;
      if (chosen.contentType !== undefined) sent['content-type'] = chosen.contentType;
      // A signed-in request carries the session cookies; a hostile cookie header would replace them.
      if (signedIn) delete sent.cookie;
      return {
        method,
        url: `${path}${query}`,
        headers: sent,
        ...(chosen.payload !== undefined ? { payload: chosen.payload } : {}),
        signedIn,
        variant: chosen.variant,
      };
    });
}
