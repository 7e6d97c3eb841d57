/** The one operator check (decision 0016): the operator's routes (review and demo data) take no API key and no
 *  session but `Authorization: Bearer <OPERATOR_TOKEN, else DATA_DIR/operator-token>`. Routes whose table entry has
 *  `access: 'operator'` get it from registerEndpoint; without OPERATOR_TOKEN the API writes the file on its first
 *  listen, where the CLI on the same machine reads it. */
import type { FastifyRequest } from 'fastify';
import { OPERATOR_CLI_USER_HEADER } from 'shared-contracts/api';
import type { AuditActor } from '../repositories/audit-log';
import {
  ensureOperatorToken,
  isSameToken,
  operatorTokenPath,
  readOperatorToken,
} from '../services/operator-token';
import type { App } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Unless the request presents the operator token as its bearer, exactly what an unknown route answers, so
     *  the CLI's routes do not reveal themselves to a stranger (the 404, or the API key's 401 before it). */
    requireOperator: (request: FastifyRequest) => Promise<void>;
  }
}

/** app.ts, after the config is decorated and before the routes. */
export function registerOperatorAccess(app: App): void {
  const { dataDir } = app.config;
  // OPERATOR_TOKEN (required in production, so every instance accepts the same secret), else DATA_DIR's file.
  let token: string | null = app.config.operatorToken ?? null;

  // Written when the server starts listening (never for injected test requests), where the CLI reads it.
  app.addHook('onListen', async () => {
    if (app.config.operatorToken) return;
    token = await ensureOperatorToken(dataDir);
    app.log.info(`operator CLI token: ${operatorTokenPath(dataDir)}`);
  });

  app.decorate('requireOperator', async (request: FastifyRequest) => {
    token ??= await readOperatorToken(dataDir);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!token || !match?.[1] || !isSameToken(match[1], token)) throw app.unknownRouteError(request);
  });
}

/** What a CLI user name may hold in the audit log: printable, without spaces at either end, 64 characters at most. */
const CLI_USER = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]{1,64}$/u;
/** Recorded when the CLI sent no usable user name (an older CLI, or a hand-made request with the token). */
export const UNNAMED_CLI_USER = '(no user name sent)';

/** The CLI as the audit log's actor: the machine's user name it sends with every request (decision 0097). The
 *  name is attribution, not a credential: the operator token is what lets the request in. */
export function cliActorOf(request: FastifyRequest): AuditActor {
  const header = request.headers[OPERATOR_CLI_USER_HEADER];
  const user = typeof header === 'string' ? header.trim() : '';
  return { cliUser: CLI_USER.test(user) ? user : UNNAMED_CLI_USER };
}
