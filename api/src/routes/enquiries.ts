/** POST /api/enquiries?origin=ads: the contact form. The bot-check token must verify, the fields follow the
 *  contact rules (product.md, Forms and their limits), and the enquiry is stored and mailed to OPERATOR_EMAIL. */
import type { Language } from 'shared-contracts';
import { ENDPOINTS } from 'shared-contracts/api';
import type { FastifyRequest } from 'fastify';
import { acknowledge } from '../http/acknowledgements';
import { registerEndpoint } from '../http/endpoint';
import { failure } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { strictRateLimit } from '../plugins/rate-limit';
import { receiveEnquiry } from '../services/enquiries';

/** The enquiry carries no language; the browser's preference tells the operator which language to answer in. */
function preferredLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

export const enquiryRoutes: RoutePlugin = async (app) => {
  registerEndpoint(
    app,
    ENDPOINTS.enquiries.send,
    async (request, reply) => {
      const { token, name, email, message } = request.body;
      const check = await app.adapters.botCheck.verify(token, 'contact');
      if (!check.ok) throw failure('BOT_CHECK_FAILED');
      await receiveEnquiry(
        {
          db: app.db,
          mailer: app.adapters.mailer,
          operatorEmail: app.config.mail.operatorEmail,
          log: request.log,
        },
        { name, email, message, origin: request.query.origin, language: preferredLanguage(request) },
      );
      return reply.status(201).send(acknowledge('enquiry-received'));
    },
    { config: strictRateLimit(app.config) },
  );
};
