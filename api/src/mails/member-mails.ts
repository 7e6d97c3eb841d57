/** The invitation to an account (decision 0121), in the invitee's language: who invites, to which account, with
 *  which role, and the single-use link valid for 7 days. */
import { INVITATION_PAGE } from 'shared-contracts/api';
import { ROLE_NAMES, type Language, type Role } from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';
import { mailFrame, PRODUCT_NAME, renderMail, type MailSite } from './render-mail';

export type Invite = {
  email: string;
  language: Language;
  role: Role;
  inviter: string;
  account: string | null;
  token: string;
  days: number;
};

export function invitationMail(invite: Invite, site: MailSite): MailMessage {
  const href = `${site.portalOrigin}${INVITATION_PAGE}?token=${encodeURIComponent(invite.token)}`;
  const role = ROLE_NAMES[invite.role];
  return invite.language === 'ja'
    ? renderMail({
        ...mailFrame({ email: invite.email }, site),
        language: 'ja',
        subject: `${PRODUCT_NAME.ja}のアカウントへのご招待`,
        paragraphs: [
          `${invite.inviter}様から、${invite.account ? `「${invite.account}」の` : ''}${PRODUCT_NAME.ja}アカウントに「${role.ja}」として招待されました。`,
          `下記のリンクから招待を承諾してください。リンクは1回限り有効で、有効期限は${invite.days}日間です。`,
        ],
        action: { label: '招待を承諾する', href },
        note: 'お心当たりのない場合は、このメールを破棄してください。',
      })
    : renderMail({
        ...mailFrame({ email: invite.email }, site),
        language: 'en',
        subject: `You are invited to an account on ${PRODUCT_NAME.en}`,
        paragraphs: [
          `${invite.inviter} has invited you to ${invite.account ? `the account of ${invite.account}` : 'their account'} on ${PRODUCT_NAME.en} with the role ${role.en}.`,
          `Accept the invitation with the link below. The link works once and is valid for ${invite.days} days.`,
        ],
        action: { label: 'Accept the invitation', href },
        note: 'If you did not expect this, you can ignore this email.',
      });
}
