/** Turns a mail's few parts (greeting, paragraphs and detail lists, one action link) into the HTML and plain-text
 *  bodies every mail carries, with the links listed apart for the outbox. Every mail has the same frame, after
 *  Japanese business conventions (issues 14 and 42): a 【Virtual Art Exhibition】 subject in Japanese, 「{name} 様」
 *  (「ご担当者様」 when no name is known) under the advertiser's company name when the account has one, an opening
 *  and a closing line, and a signature naming the operating company (MAIL_COMPANY_NAME), the contact page and a
 *  send-only notice. Body texts say "link", never "button": the plain text has no button. Text is escaped: names
 *  and emails come from users. */
import {
  formatDate,
  formatDuration,
  PLAN_CATALOGUE,
  ROUTES,
  type Language,
  type Plan,
} from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';

/** The one brand, as the site's logo says it, in both languages. */
export const BRAND = 'Virtual Art Exhibition';

export const PRODUCT_NAME: Record<Language, string> = {
  en: `${BRAND} Advertising`,
  ja: `${BRAND} 広告掲載`,
};

/** One line of a details list: プラン：…, 掲載期間：… A value may span lines (an address, a reason). */
export type MailDetail = { label: string; value: string };

/** A paragraph, or the facts the mail is about as a list. */
export type MailBlock = string | { details: readonly MailDetail[] };

export type MailParts = {
  to: string;
  language: Language;
  subject: string;
  /** The recipient's name when known: 「{name} 様」, "Hello {name},". */
  name?: string | null;
  /** The recipient's company when the account has one: the Japanese greeting puts it on the line above the name. */
  company?: string | null;
  /** The line after the greeting. Japanese mails thank for using the service unless told otherwise. */
  opening?: string;
  paragraphs: readonly MailBlock[];
  action?: { label: string; href: string };
  /** Small print under the action, e.g. "If you did not ask for this…". */
  note?: string;
  /** The line before the signature: 今後ともよろしくお願いいたします。 / Kind regards, unless told otherwise. */
  closing?: string;
  /** The portal's origin, for the contact page in the signature. */
  portalOrigin?: string;
  /** The company that operates the portal, named in the signature (MAIL_COMPANY_NAME). */
  operatingCompany?: string;
};

/** What every advertiser mail's frame needs from the configuration: the portal's origin and the operating company. */
export type MailSite = { portalOrigin: string; operatingCompany?: string };

/** Who an advertiser mail goes to; `name` and `company` make the greeting personal when known. */
export type MailRecipient = { email: string; name?: string | null; company?: string | null };

/** The addressee and site parts of renderMail's input that every advertiser mail starts from. */
export function mailFrame(
  to: MailRecipient,
  site: MailSite,
): Pick<MailParts, 'to' | 'name' | 'company' | 'portalOrigin' | 'operatingCompany'> {
  return {
    to: to.email,
    name: to.name,
    company: to.company,
    portalOrigin: site.portalOrigin,
    operatingCompany: site.operatingCompany,
  };
}

/** The facts about an ad's run that the approval and "your ad is live" mails list alike: its title, plan, and its
 *  dates as every screen shows them (start date to end date, with the months). */
export function adRunDetails(
  ad: { title: string; plan: Plan; duration: number; startDate: string; endDate: string },
  language: Language,
): MailDetail[] {
  const plan = PLAN_CATALOGUE[ad.plan].label[language];
  const start = formatDate(ad.startDate, language);
  const end = formatDate(ad.endDate, language);
  const months = formatDuration(ad.duration, language);
  return language === 'ja'
    ? [
        { label: '広告タイトル', value: ad.title },
        { label: 'プラン', value: plan },
        { label: '掲載期間', value: `${start}〜${end}（${months}）` },
      ]
    : [
        { label: 'Ad', value: ad.title },
        { label: 'Plan', value: plan },
        { label: 'Runs', value: `${start} to ${end} (${months})` },
      ];
}

/** The MailSite of a configuration. */
export function mailSite(config: { portalOrigin: string; mail: { companyName: string } }): MailSite {
  return { portalOrigin: config.portalOrigin, operatingCompany: config.mail.companyName };
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

type Frame = {
  greeting: (name: string | null, company: string | null) => string;
  opening?: string;
  closing: string;
  colon: string;
  bullet: string;
  indent: string;
  rule: string;
  contact: string;
  operatedBy: (company: string) => string;
  sendOnly: string;
};

const FRAMES: Record<Language, Frame> = {
  ja: {
    greeting: (name, company) => [company, name ? `${name} 様` : 'ご担当者様'].filter(Boolean).join('\n'),
    opening: `${PRODUCT_NAME.ja}をご利用いただき、ありがとうございます。`,
    closing: '今後ともよろしくお願いいたします。',
    colon: '：',
    bullet: '・',
    indent: '　',
    rule: '―'.repeat(24),
    contact: 'お問い合わせ',
    operatedBy: (company) => `運営会社：${company}`,
    sendOnly: '※本メールは送信専用です。ご返信いただいてもお答えできませんので、ご了承ください。',
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    closing: 'Kind regards,',
    colon: ': ',
    bullet: '- ',
    indent: '  ',
    rule: '-'.repeat(40),
    contact: 'Contact us',
    operatedBy: (company) => `Operated by ${company}`,
    sendOnly: 'This email comes from a send-only address: replies to it are not read.',
  },
};

const P = 'margin:0 0 16px;line-height:1.6';
const SMALL = 'font-size:13px;color:#555';

const paragraphHtml = (text: string, style = P) =>
  `<p style="${style}">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;

function detailsText(details: readonly MailDetail[], frame: Frame): string {
  return details
    .map(
      ({ label, value }) =>
        `${frame.bullet}${label}${frame.colon}${value.replaceAll('\n', `\n${frame.indent}`)}`,
    )
    .join('\n');
}

function detailsHtml(details: readonly MailDetail[], frame: Frame): string {
  const items = details.map(
    ({ label, value }) =>
      `<li><strong>${escapeHtml(label)}</strong>${frame.colon}${escapeHtml(value).replaceAll('\n', '<br>')}</li>`,
  );
  return `<ul style="${P};padding-left:20px">${items.join('')}</ul>`;
}

function signatureLines(parts: MailParts, frame: Frame): string[] {
  const contact = parts.portalOrigin
    ? [`${frame.contact}${frame.colon}${parts.portalOrigin}${ROUTES.contact}`]
    : [];
  const operator = parts.operatingCompany?.trim();
  const company = operator ? [frame.operatedBy(operator)] : [];
  return [PRODUCT_NAME[parts.language], ...company, ...contact, frame.sendOnly];
}

export function renderMail(parts: MailParts): MailMessage {
  const frame = FRAMES[parts.language];
  const { action } = parts;
  const greeting = frame.greeting(parts.name?.trim() || null, parts.company?.trim() || null);
  const opening = parts.opening ?? frame.opening;
  const closing = parts.closing ?? frame.closing;
  const signature = signatureLines(parts, frame);

  const textParts = [greeting, ...(opening ? [opening] : [])];
  for (const block of parts.paragraphs)
    textParts.push(typeof block === 'string' ? block : detailsText(block.details, frame));
  if (action) textParts.push(`${action.label}${frame.colon.trim()}\n${action.href}`);
  if (parts.note) textParts.push(parts.note);
  textParts.push(closing, [frame.rule, ...signature, frame.rule].join('\n'));

  const blocksHtml = parts.paragraphs.map((block) =>
    typeof block === 'string' ? paragraphHtml(block) : detailsHtml(block.details, frame),
  );
  const actionHtml = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#1f4e8c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      paragraphHtml(action.href, `${P};${SMALL};word-break:break-all`)
    : '';
  const html = `<!doctype html>
<html lang="${parts.language}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:-apple-system,'Segoe UI',Roboto,'Hiragino Sans','Noto Sans JP',sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:18px;margin:0 0 24px">${escapeHtml(PRODUCT_NAME[parts.language])}</h1>
${paragraphHtml(greeting)}
${opening ? paragraphHtml(opening) : ''}
${blocksHtml.join('\n')}
${actionHtml}
${parts.note ? paragraphHtml(parts.note, `margin:24px 0 16px;${SMALL}`) : ''}
${paragraphHtml(closing)}
<div style="margin-top:24px;padding-top:16px;border-top:1px solid #ddd;${SMALL};line-height:1.6">${signature.map(escapeHtml).join('<br>')}</div>
</div></body></html>`;

  return {
    to: parts.to,
    subject:
      parts.language === 'ja' ? `【${BRAND}】${parts.subject}` : `${parts.subject} | ${PRODUCT_NAME.en}`,
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
