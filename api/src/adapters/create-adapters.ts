/** Picks each adapter once at start from the configuration: the embedded implementation by default, the
 *  production one when its variables are set (docs/architecture.md "The API and its defaults"). Tests replace
 *  any of them through buildApp's `adapters` option. */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { BotCheck } from './bot-check/bot-check';
import { createProofOfWork, DEFAULT_PROOF_OF_WORK } from './bot-check/proof-of-work';
import { createRecaptcha } from './bot-check/recaptcha';
import type { Mailer, MailTransport } from './mail/mail';
import { createQueuedMailer } from './mail/mail-queue';
import { createOutboxTransport } from './mail/outbox-mailer';
import { createSmtpTransport } from './mail/smtp-transport';
import type { PaymentProvider } from './payments/payments';
import { createStripeCheckout } from './payments/stripe-checkout';
import { createTestCheckout } from './payments/test-checkout/provider';
import { createDiskStorage } from './storage/disk-storage';
import { createS3Storage } from './storage/s3-storage';
import type { FileStorage } from './storage/storage';

export type Adapters = {
  /** What services send mail with: stores each mail, then hands it to `mailTransport` (mail-queue.ts). */
  mailer: Mailer;
  /** SMTP when SMTP_URL is set, else the outbox (read at /api/dev/mail); the retry loop delivers through it too. */
  mailTransport: MailTransport;
  /** Sign-up's and contact's check, and what GET /api/bot-check/challenge hands to browsers: the proof-of-work,
   *  or reCAPTCHA when RECAPTCHA_SECRET_KEY is set. */
  botCheck: BotCheck;
  /** Uploaded banners: a folder under DATA_DIR, or the S3 bucket when S3_BUCKET is set. */
  storage: FileStorage;
  /** Checkouts: the API's own test checkout, or Stripe when STRIPE_SECRET_KEY is set. */
  payments: PaymentProvider;
};

function storageAndPayments(
  config: Config,
  logger: FastifyBaseLogger,
): Pick<Adapters, 'storage' | 'payments'> {
  const storage = config.s3.bucket
    ? createS3Storage({ ...config.s3, bucket: config.s3.bucket })
    : createDiskStorage(path.join(config.dataDir, 'uploads'));
  const payments = config.stripe.secretKey
    ? createStripeCheckout(
        { secretKey: config.stripe.secretKey, webhookSecret: config.stripe.webhookSecret },
        logger,
      )
    : createTestCheckout(config.portalOrigin);
  return { storage, payments };
}

/** The adapters for this configuration; `overrides` (tests) replace any of them, and a replaced transport is
 *  the one the mailer delivers through. */
export function createAdapters(
  config: Config,
  db: Db,
  logger: FastifyBaseLogger,
  overrides: Partial<Adapters> = {},
): Adapters {
  const mailTransport =
    overrides.mailTransport ??
    (config.mail.smtpUrl
      ? createSmtpTransport(config.mail.smtpUrl, config.mail.from)
      : createOutboxTransport(
          config.devMail
            ? `the outbox: ${config.portalOrigin}/api/dev/mail`
            : 'the outbox, unread: the /api/dev mail routes are off on a non-loopback HOST (DEV_MAIL=true turns them on)',
        ));
  const mailer =
    overrides.mailer ??
    createQueuedMailer({ db, transport: mailTransport, log: logger, policy: config.mail });
  const files = storageAndPayments(config, logger);
  const botCheck = config.recaptcha
    ? createRecaptcha(config.recaptcha)
    : createProofOfWork(db, { hmacKey: config.botCheckHmacKey, ...DEFAULT_PROOF_OF_WORK });
  return { ...files, botCheck, ...overrides, mailer, mailTransport };
}
