/** Development-only routes (registered only when `config.devMail`: never in production, otherwise on a loopback
 *  HOST or with DEV_MAIL=true): the mail outbox as JSON for e2e journeys
 *  (GET /api/dev/outbox, newest first, `?to=` to filter) and as readable pages for people (GET /api/dev/mail). */
import { ENDPOINTS } from 'shared-contracts/api';
import { findOutboxMail, listOutbox, type OutboxMail } from '../adapters/mail/outbox-mailer';
import { registerEndpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { escapeHtml } from '../mails/render-mail';

const PAGE_STYLE = `body{font-family:system-ui,'Hiragino Sans','Noto Sans JP',sans-serif;margin:24px;color:#222}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:8px;border-bottom:1px solid #ddd}
iframe{width:100%;height:560px;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}
a{color:#1f4e8c}`;

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;
}

function listPage(mails: OutboxMail[], to: string | undefined): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.sentAt)}</td><td>${escapeHtml(mail.to)}</td><td><a href="/api/dev/mail/${mail.id}">${escapeHtml(mail.subject)}</a></td></tr>`,
    )
    .join('');
  const heading = to ? `Mail to ${escapeHtml(to)}` : 'Mail outbox';
  const empty = '<p>No mail yet. Sign up, reset a password or send the contact form, then reload.</p>';
  return page(
    'Mail outbox',
    `<h1>${heading}</h1><p>Every mail the API has sent, newest first. JSON: <a href="/api/dev/outbox">/api/dev/outbox</a></p>` +
      (mails.length
        ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
        : empty),
  );
}

function mailPage(mail: OutboxMail): string {
  const links = mail.links
    .map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`)
    .join('');
  return page(
    mail.subject,
    `<p><a href="/api/dev/mail">← All mail</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
      `<p>To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p>` +
      (links ? `<h2>Links</h2><ul>${links}</ul>` : '') +
      `<h2>HTML</h2><iframe sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(`<base target="_top">${mail.html}`)}"></iframe>` +
      `<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>`,
  );
}

export const devRoutes: RoutePlugin = async (app) => {
  registerEndpoint(app, ENDPOINTS.dev.outbox, async (request) =>
    listOutbox(app.db, { to: request.query.to, limit: request.query.limit }),
  );

  registerEndpoint(app, ENDPOINTS.dev.mailPage, async (request, reply) => {
    const mails = await listOutbox(app.db, { to: request.query.to, limit: request.query.limit });
    return reply.type('text/html; charset=utf-8').send(listPage(mails, request.query.to));
  });

  registerEndpoint(app, ENDPOINTS.dev.mailMessagePage, async (request, reply) => {
    const mail = await findOutboxMail(app.db, request.params.id);
    if (!mail) throw notFound();
    return reply.type('text/html; charset=utf-8').send(mailPage(mail));
  });
};
