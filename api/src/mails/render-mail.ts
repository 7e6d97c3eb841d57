/** Turns a mail's few parts (greeting, paragraphs, one action link) into the HTML and plain-text bodies every
 *  mail carries, with the links listed apart for the outbox. Text is escaped: names and emails come from users. */
import type { Language } from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';

export const PRODUCT_NAME: Record<Language, string> = {
  en: 'Virtual Art Exhibition Advertising',
  ja: 'バーチャルアート展 広告',
};

export type MailParts = {
  to: string;
  language: Language;
  subject: string;
  paragraphs: string[];
  action?: { label: string; href: string };
  /** Small print under the action, e.g. "If you did not ask for this…". */
  note?: string;
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;

export function renderMail(parts: MailParts): MailMessage {
  const product = PRODUCT_NAME[parts.language];
  const { action } = parts;
  const textParts = [...parts.paragraphs];
  if (action) textParts.push(`${action.label}:\n${action.href}`);
  if (parts.note) textParts.push(parts.note);
  textParts.push(`— ${product}`);

  const actionHtml = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#1f4e8c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(action.href)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${parts.language}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:-apple-system,'Segoe UI',Roboto,'Hiragino Sans','Noto Sans JP',sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:18px;margin:0 0 24px">${escapeHtml(product)}</h1>
${parts.paragraphs.map(paragraphHtml).join('\n')}
${actionHtml}
${parts.note ? `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(parts.note)}</p>` : ''}
</div></body></html>`;

  return {
    to: parts.to,
    subject: `${parts.subject} | ${product}`,
    text: `${textParts.join('\n\n')}\n`,
    html,
    links: action ? [action.href] : [],
  };
}

/** "24 hours" / "24時間", "1 hour" / "1時間", "30 minutes" / "30分". */
export function formatLifetime(seconds: number, language: Language): string {
  const hours = seconds / 3600;
  if (Number.isInteger(hours))
    return language === 'ja' ? `${hours}時間` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return language === 'ja' ? `${minutes}分` : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
