/** One line per endpoint for the OpenAPI document, kept beside the endpoint table but apart from it: the API reads
 *  these (`shared-contracts/openapi`), browsers never download them. The type makes a missing or stale id an error. */
import { allEndpoints, type Endpoint, type EndpointId } from './endpoints';

export const ENDPOINT_SUMMARIES: Readonly<Record<EndpointId, string>> = {
  'advertisers.signUp':
    'Sign up: the same answer for every address; then the confirmation link, or a notice to the owner',
  'advertisers.checkEmailId': 'Whether the account a confirmation link names is already confirmed',
  'advertisers.confirmEmail': 'Confirm the sign-up email (bearer: the link token) and sign in',
  'advertisers.resendEmail': 'Mail a fresh confirmation link',
  'advertisers.signIn': 'Sign in; sets the session cookies',
  'advertisers.refresh': 'Rotate the session cookies',
  'advertisers.logout': 'Sign out; clears the session cookies',
  'advertisers.latest': 'The signed-in advertiser',
  'advertisers.get': 'One advertiser: only one’s own id, any other is a 404',
  'advertisers.updateProfile': 'Change the name or the interface language',
  'advertisers.mailPreferences': 'The account’s mail preferences: whether the weekly results mail is on',
  'advertisers.updateMailPreferences':
    'Turn the weekly results mail on or off (existing unsubscribe links expire)',
  'advertisers.timeZone':
    'The account’s time zone (an IANA name): results, dates in mails and the weekly mail use it',
  'advertisers.updateTimeZone': 'Change the account’s time zone (an IANA name the server knows)',
  'advertisers.changeEmail': 'Mail a confirmation link to a new address',
  'advertisers.confirmNewEmail': 'Confirm a new email (bearer: the link token) and sign in',
  'advertisers.resendNewEmail': 'Mail a fresh new-email confirmation link',
  'advertisers.changePassword': 'Change the password; other sessions are signed out',
  'advertisers.forgotPassword': 'Mail a reset link; the same answer whether or not the email exists',
  'advertisers.validateResetToken': 'Check a reset link (bearer) without using it',
  'advertisers.resetPassword': 'Set a new password (bearer: the link token); signs out everywhere',
  'advertisers.deactivate': 'Close the account and delete all its ads (owners)',
  'advertisers.switchAccount': 'Make another of the person’s accounts the session’s current account',
  'members.list': 'The account’s members and pending invitations (owners)',
  'members.invite': 'Invite someone by email with a role; mails a link valid for 7 days (owners)',
  'members.resendInvitation': 'Mail an invitation again with a new link; the old link stops working (owners)',
  'members.revokeInvitation': 'Revoke an invitation; its link stops working (owners)',
  'members.changeRole': 'Change a member’s role; the last owner stays an owner (owners)',
  'members.remove': 'Remove a member; their sessions in this account end (owners)',
  'members.leave': 'Leave the account (any member but its last owner)',
  'members.audit': 'The account’s audit trail, newest first (owners)',
  'invitations.check': 'What an invitation link offers (bearer: the link token)',
  'invitations.accept': 'Accept an invitation as a new person with a name and password; signs in',
  'invitations.join': 'Accept an invitation as the signed-in person (bearer: the link token)',
  'ads.list': 'The signed-in advertiser’s ads, newest first',
  'ads.get': 'One of one’s own ads; with ?status= a 404 unless it has that status',
  'ads.create':
    'Apply for an ad (stored UNPAID until its checkout is paid); with previousAdId, run one’s own live or ended ad again',
  'ads.update': 'Pause, resume or resubmit one’s own ad (the whole ad with its new status)',
  'ads.delete': 'Delete one’s own ad (any status but ENDED; no refund)',
  'ads.reviewTime':
    'How long review usually takes: the median wait of the latest decisions, or null with too few',
  'ads.periodTotals':
    'Each of one’s ads’ impressions and clicks over a period (?range=7d|30d|run) in the account’s time zone',
  'ads.stats':
    'One’s own ad’s impressions and clicks per day (in the account’s time zone), placement and creative language (?range=7d|30d|run)',
  'ads.statsCsv': 'One’s own ad’s days as a CSV download (?range=7d|30d|run)',
  'ads.allStatsCsv': 'The days of all one’s ads as one CSV download (?range=7d|30d|run)',
  'ads.requestRefund':
    'Refund one’s own REJECTED ad that was never live (once: a repeated request answers the same refund); the ad ends REFUNDED',
  'billing.history': 'One’s payments and refunds, newest first, with totals',
  'billing.receipt': 'One of one’s receipts by its number (another advertiser’s is a 404)',
  'billing.details': 'The account’s billing details: country, Canadian region, company name, tax number',
  'billing.updateDetails':
    'Change the billing details; payments completed from now on use them, issued receipts keep theirs',
  'uploads.image': 'Upload a banner (multipart: file, key, fileType); answers its public address',
  'checkout.open':
    'Open a checkout for one’s own UNPAID ad (with a new start date when the stored one is no longer allowed); answers the address to send the browser to',
  'checkout.confirm':
    'The payment return confirms one’s own checkout by its session id, beside the webhook (idempotent with it); answers its state',
  'checkout.webhook': 'Stripe events (signed with STRIPE_WEBHOOK_SECRET)',
  'testCheckout.page': 'The test checkout page (HTML)',
  'testCheckout.pay': 'Pay a test checkout; redirects to the dashboard',
  'testCheckout.cancel': 'Leave a test checkout unpaid; redirects to the dashboard',
  'enquiries.send': 'Send a contact-form enquiry to the operator',
  'faqs.list': 'FAQ categories with their questions in one language',
  'botCheck.challenge': 'What the browser needs to make a bot-check token for sign-up or contact',
  'files.get': 'An uploaded banner',
  'serving.serve':
    'The next running ad for a placement, its creative in the visitor’s language (lang) when it has one, else its other one, with a signed impression id (204 when none)',
  'serving.click':
    'Redirect to a served ad’s link (with utm_source, utm_medium and utm_campaign when the ad has campaign tags; nothing about the visitor), counting the click once per valid impression id',
  'health.live': 'Liveness: the process answers (no database query)',
  'health.ready': 'Readiness: not shutting down, the database answers and has every migration (else 503)',
  'operator.pendingAds': 'Ads waiting for review (operator)',
  'operator.approveAd': 'Approve a PENDING ad and mail its advertiser (operator)',
  'operator.rejectAd': 'Reject a PENDING ad with a reason and mail its advertiser (operator)',
  'operator.endAd': 'End an ACTIVE or PAUSED ad now (operator)',
  'operator.refundAd': 'Refund a REJECTED ad that was never live and mail its advertiser, once (operator)',
  'operator.addOperator':
    'Add a review-desk operator, or send an existing one a new link, and mail the set-password link (operator)',
  'operator.disableOperator':
    'Disable a review-desk operator: ends their sessions at once, spends their link, refuses their sign-in (operator)',
  'operator.demo':
    'Create or reset a demo advertiser with an ad in every status and 30 days of statistics (development only)',
  'operatorAuth.checkLink':
    'Whether an operator’s set-password link still works (token in the body); spends nothing',
  'operatorAuth.setPassword':
    'Set an operator’s password from the mailed link (token in the body); answers a new authenticator to enrol, shown once',
  'operatorAuth.enrol':
    'Confirm the authenticator with its first code: spends the link and signs the operator in (portal_operator cookie)',
  'operatorAuth.signIn':
    'Operator sign-in with email, password and authenticator code; one 401 for every failure; sets portal_operator',
  'operatorAuth.session': 'The signed-in operator, or null',
  'operatorAuth.signOut': 'End the operator session; clears portal_operator',
  'review.auditLog':
    'The audit log, newest first, optionally one operator’s entries; and the operators for the filter (operator session, else 404)',
  'review.queue':
    'Ads waiting for review, the longest-waiting first, and the payments held for an operator (operator session, else 404)',
  'review.ad': 'One ad as the reviewer sees it, with its audit history (operator session, else 404)',
  'review.approve': 'Approve a PENDING ad, mail its advertiser and write the audit log (operator session)',
  'review.reject':
    'Reject a PENDING ad with a reason, mail its advertiser and write the audit log (operator session)',
  'review.end': 'End an ACTIVE or PAUSED ad now and write the audit log (operator session)',
  'review.refund':
    'Refund a REJECTED ad that was never live, mail its advertiser and write the audit log (operator session)',
  'review.refundHeld':
    'Refund in full a payment held because it did not match its price, and answer the payments still held (operator session)',
  'dev.outbox': 'Development: sent mail, newest first',
  'dev.mailPage': 'Development: sent mail as a page',
  'dev.mailMessagePage': 'Development: one sent mail',
  'mailLinks.unsubscribePage': 'The weekly results mail’s signed unsubscribe link: a page with one button',
  'mailLinks.unsubscribe':
    'One-click unsubscribe from the weekly results mail (RFC 8058 List-Unsubscribe-Post)',
  'testClock.get': 'Test clock (TEST_CLOCK=true only): the time the scheduled mails read',
  'testClock.set': 'Test clock: move it (null: the real time), then run the ad jobs once at that time',
  'docs.openApi': 'This document (OpenAPI 3.1)',
};

const byEntry = new Map<Endpoint, string>(
  allEndpoints().map(({ namespace, name, endpoint }) => [
    endpoint,
    ENDPOINT_SUMMARIES[`${namespace}.${name}` as EndpointId],
  ]),
);

/** The one-line summary of a table entry (undefined for an object that is not one of the table's entries). */
export function summaryOf(endpoint: Endpoint): string | undefined {
  return byEntry.get(endpoint);
}
