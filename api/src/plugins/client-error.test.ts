/** Bytes Node cannot read as a request, sent over a real socket: the client gets the shared error body in both
 *  languages, and the log gets nothing above warn, also while the request the parser gave up on is still routed
 *  (its limit must not fail on a connection that has no address any more). */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { ApiErrorBodySchema } from 'shared-contracts';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { App } from '../http/types';
import { testConfig, TEST_API_KEY } from '../testing/build-test-app';
import { openTestDatabase } from '../testing/test-database';

// Building the app starts PGlite (about 2 s, more when suites run in parallel).
jest.setTimeout(60_000);

const CHUNKED_SIGN_IN_HEAD =
  'POST /api/advertisers/signin HTTP/1.1\r\nhost: x\r\n' +
  `x-api-key: ${TEST_API_KEY}\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n`;

type Listening = { app: App; port: number; lines: string[]; close(): Promise<void> };

async function listening(trustProxy: Config['trustProxy']): Promise<Listening> {
  const config = testConfig({ logLevel: 'trace', trustProxy });
  const { database, dispose } = await openTestDatabase(config.dataDir);
  const lines: string[] = [];
  const app = await buildApp(config, { database, logStream: { write: (line) => void lines.push(line) } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo; // listening on TCP, so an AddressInfo
  return {
    app,
    port,
    lines,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

/** Everything the server sends back on one connection carrying `bytes`, until it closes. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

const levelOf = (line: string) => v.parse(v.object({ level: v.number() }), JSON.parse(line)).level;
const WARN = 40;

/** Waits until the request the parser gave up on has been refused by its route, so its log lines are in. */
async function routedRequestLogged(lines: string[]): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!lines.some((line) => line.includes('"reqId"') && line.includes('"status"'))) {
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function parseAnswer(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], body: v.parse(ApiErrorBodySchema, JSON.parse(body)) };
}

describe.each([
  ['without a proxy', false],
  ['behind one trusted hop', 1],
] as const)('a malformed chunked body %s', (_name, trustProxy) => {
  let server: Listening;
  beforeAll(async () => {
    server = await listening(trustProxy);
  });
  afterAll(() => server.close());

  test('is a 400 with the shared body in English and Japanese, and nothing above warn is logged', async () => {
    const answer = await rawExchange(server.port, `${CHUNKED_SIGN_IN_HEAD}zz\r\n{}\r\n0\r\n\r\n`);
    await routedRequestLogged(server.lines);

    const { statusLine, body } = parseAnswer(answer);
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect(body.ja).toContain('入力内容');
    expect(server.lines.filter((line) => levelOf(line) > WARN)).toEqual([]);
  });

  test('a request line Node cannot read gets the same body, and the raw bytes stay out of the log', async () => {
    const answer = await rawExchange(server.port, `NOT A REQUEST\r\nx-api-key: ${TEST_API_KEY}\r\n\r\n`);

    expect(parseAnswer(answer).body.code).toBe('VALIDATION');
    expect(server.lines.filter((line) => levelOf(line) > WARN)).toEqual([]);
    expect(server.lines.join('')).not.toContain(TEST_API_KEY);
  });
});
