/** Picks each adapter once at start from the configuration: the embedded implementation by default, the
 *  production one when its variables are set (ARCHITECTURE "The API and its defaults"). Tests replace any of
 *  them through buildApp's `adapters` option. */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { BotCheck } from './bot-check/bot-check';
import { createProofOfWork, DEFAULT_PROOF_OF_WORK } from './bot-check/proof-of-work';
import { createRecaptcha } from './bot-check/recaptcha';
import type { Mailer } from './mail/mail';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import type { PaymentProvider } from './payments/payments';
import { createStripeCheckout } from './payments/stripe-checkout';
import { createTestCheckout } from './payments/test-checkout';
import { createDiskStorage } from './storage/disk-storage';
import { createS3Storage } from './storage/s3-storage';
import type { FileStorage } from './storage/storage';

export type Adapters = {
  mailer: Mailer;
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

export function createAdapters(config: Config, db: Db, logger: FastifyBaseLogger): Adapters {
  const mailer = config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from, logger)
    : createOutboxMailer(db, logger, `the outbox: ${config.portalOrigin}/api/dev/mail`);
  const files = storageAndPayments(config, logger);
  const botCheck = config.recaptcha
    ? createRecaptcha(config.recaptcha)
    : createProofOfWork(db, { hmacKey: config.botCheckHmacKey, ...DEFAULT_PROOF_OF_WORK });
  return { mailer, ...files, botCheck };
}
