/** The weekly results mail's unsubscribe (product.md, Weekly results), without a session: the token in the address
 *  is the only credential (services/unsubscribe-links.ts). GET is the mail's link: a page in the account's language
 *  with one button, since mail scanners open links and must not unsubscribe anybody. POST is that button and the
 *  one-click unsubscribe mail clients send from the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058:
 *  a POST whose form body reads List-Unsubscribe=One-Click). Both answer a small page; nothing else is read. */
import type { Language } from 'shared-contracts';
import { ENDPOINTS } from 'shared-contracts/api';
import { registerEndpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { escapeHtml, PRODUCT_NAME } from '../mails/render-mail';
import { unsubscribe, type UnsubscribeOutcome } from '../services/mail-preferences';

const TEXT: Record<
  Language,
  Record<UnsubscribeOutcome['result'] | 'title' | 'button' | 'account', string>
> = {
  en: {
    title: 'Weekly results email',
    ready: 'Stop the weekly email with your ads’ results?',
    button: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed: the weekly results email will not be sent any more.',
    expired:
      'This link has expired because the weekly email was turned on again since it was sent. Use the link in the latest weekly email, or your account.',
    invalid: 'This link is not valid.',
    account: 'You can turn it back on in your account.',
  },
  ja: {
    title: '週間レポートのメール',
    ready: '広告の成果をお知らせする週間レポートのメールを停止しますか？',
    button: '配信を停止する',
    unsubscribed: '配信を停止しました。週間レポートのメールは今後送信されません。',
    expired:
      'このリンクは、メールの送信後に週間レポートの配信が再開されたため、無効になりました。最新の週間レポートのリンク、またはアカウント設定をご利用ください。',
    invalid: 'このリンクは無効です。',
    account: 'アカウント設定からいつでも再開できます。',
  },
};

function page(outcome: UnsubscribeOutcome, action: string, portalAccount: string): string {
  const language = outcome.language ?? 'en';
  const text = TEXT[language];
  const body =
    outcome.result === 'ready'
      ? `<p>${escapeHtml(text.ready)}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(text.button)}</button></form>`
      : `<p role="status">${escapeHtml(text[outcome.result])}</p>` +
        (outcome.result === 'unsubscribed'
          ? `<p><a href="${escapeHtml(portalAccount)}">${escapeHtml(text.account)}</a></p>`
          : '');
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(`${text.title} | ${PRODUCT_NAME[language]}`)}</title><style>body{font-family:system-ui,'Hiragino Sans','Noto Sans JP',sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#222;line-height:1.6}button{font:inherit;padding:10px 18px;background:#1f4e8c;color:#fff;border:0;border-radius:6px;cursor:pointer}button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}a{color:#1f4e8c}</style></head><body><h1>${escapeHtml(text.title)}</h1>${body}</body></html>`;
}

export const mailLinkRoutes: RoutePlugin = async (app) => {
  // Mail clients send the one-click body url-encoded (or as multipart form data); it carries nothing to read.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, {}),
    );
  const deps = { db: app.db, key: app.config.mailLinkSigningKey };
  const account = `${app.config.portalOrigin}/dashboard/account`;

  const answer = (outcome: UnsubscribeOutcome, token: string) => {
    // A forged or damaged link, or one of a closed account, names nothing: the unknown-route answer.
    if (outcome.result === 'invalid') throw notFound();
    const action = `${app.config.portalOrigin}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
    return page(outcome, action, account);
  };

  const send = (reply: Parameters<Parameters<typeof registerEndpoint>[2]>[1], html: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${app.config.portalOrigin}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .send(html);

  registerEndpoint(app, ENDPOINTS.mailLinks.unsubscribePage, async (request, reply) => {
    const html = answer(await unsubscribe(deps, request.query.token, false), request.query.token);
    return send(reply, html);
  });

  registerEndpoint(app, ENDPOINTS.mailLinks.unsubscribe, async (request, reply) => {
    const html = answer(await unsubscribe(deps, request.query.token, true), request.query.token);
    return send(reply, html);
  });
};
