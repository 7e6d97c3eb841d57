/** What the error handler answers and what it writes to the log, through HTTP on a small app with the API's
 *  compilers and handler: refused input and bugs are logged with their code, route and status, and never with
 *  what the request carried (a failed query's parameters, a body's fields, a response's values). */
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import * as v from 'valibot';
import { ApiErrorBodySchema } from 'shared-contracts';
import { ContactFormSchema } from 'shared-contracts/api';
import {
  valibotSerializerCompiler,
  valibotValidatorCompiler,
  type ValibotTypeProvider,
} from '../http/valibot';
import { registerErrorHandler } from './error-handler';

const NAME = 'Ann Example';
const EMAIL = 'ann@example.com';
const MESSAGE = 'call me on 555-0100';
const PERSONAL = [NAME, EMAIL, MESSAGE];

async function appWithLog() {
  const lines: string[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  }).withTypeProvider<ValibotTypeProvider>();
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(valibotSerializerCompiler);
  registerErrorHandler(app);

  app.post('/api/enquiries', { schema: { body: ContactFormSchema } }, async () => ({ ok: true }));
  app.post('/api/broken-insert', async (request) => {
    // What drizzle throws when PostgreSQL refuses a query: its message lists every parameter.
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: `Failing row contains (${PERSONAL.join(', ')}).`,
    });
    throw new DrizzleQueryError(
      'insert into "enquiries" ("name", "email", "message") values ($1, $2, $3)',
      Object.values(v.parse(v.record(v.string(), v.string()), request.body)),
      refused,
    );
  });
  app.get(
    '/api/advertisers/:id',
    { schema: { response: { 200: v.object({ name: v.string(), email: v.pipe(v.string(), v.email()) }) } } },
    async () => ({ name: NAME, email: `${MESSAGE} ${EMAIL}` }),
  );
  await app.ready();
  const log = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, lines, log };
}

const body = { name: NAME, email: EMAIL, message: MESSAGE };

test('an unexpected error answers the generic 500 and logs where it failed, not the query’s values', async () => {
  const { app, lines, log } = await appWithLog();
  const res = await app.inject({ method: 'POST', url: '/api/broken-insert', payload: body });
  expect(res.statusCode).toBe(500);
  expect(v.parse(ApiErrorBodySchema, res.json()).code).toBe('INTERNAL');

  const entry = log().find((line) => line.msg === 'unexpected error');
  expect(entry).toMatchObject({
    level: 50,
    code: 'INTERNAL',
    status: 500,
    method: 'POST',
    route: '/api/broken-insert',
    error: { type: 'DrizzleQueryError', cause: { type: 'Error', code: '22021' } },
  });
  expect(entry?.error).toHaveProperty('frames', expect.arrayContaining([expect.stringMatching(/^at /)]));
  for (const value of PERSONAL) expect(lines.join('\n')).not.toContain(value);
  await app.close();
});

test('refused input answers 400 with the fields and logs code, route and status only', async () => {
  const { app, lines, log } = await appWithLog();
  const res = await app.inject({
    method: 'POST',
    url: '/api/enquiries',
    payload: { ...body, email: `${EMAIL}\u0000` },
  });
  expect(res.statusCode).toBe(400);
  expect(v.parse(ApiErrorBodySchema, res.json()).fields).toHaveProperty('email');

  expect(log().find((line) => line.msg === 'request refused')).toEqual(
    expect.objectContaining({ code: 'VALIDATION', status: 400, method: 'POST', route: '/api/enquiries' }),
  );
  for (const value of PERSONAL) expect(lines.join('\n')).not.toContain(value);
  await app.close();
});

test('a response that breaks its schema is logged with the failed path, not the values', async () => {
  const { app, lines, log } = await appWithLog();
  const res = await app.inject({ method: 'GET', url: '/api/advertisers/7' });
  expect(res.statusCode).toBe(500);

  expect(log().find((line) => line.msg === 'unexpected error')).toMatchObject({
    route: '/api/advertisers/:id',
    error: { type: 'ResponseSchemaError', paths: ['email'] },
  });
  for (const value of PERSONAL) expect(lines.join('\n')).not.toContain(value);
  await app.close();
});
