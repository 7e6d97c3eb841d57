ALTER TABLE "payments" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "livemode" boolean;--> statement-breakpoint
UPDATE "payments" SET "status" = 'EXPIRED' WHERE "status" = 'OPEN' AND "ad_id" IS NOT NULL AND "id" NOT IN (SELECT max("id") FROM "payments" WHERE "status" = 'OPEN' AND "ad_id" IS NOT NULL GROUP BY "ad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_ad" ON "payments" USING btree ("ad_id") WHERE status = 'OPEN';