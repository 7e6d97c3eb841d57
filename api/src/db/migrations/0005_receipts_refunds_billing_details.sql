CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"payment_id" integer NOT NULL,
	"advertiser_id" integer,
	"ad_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"ad_title" text NOT NULL,
	"plan" text NOT NULL,
	"months" integer NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"receipt_id" integer,
	"ad_id" integer,
	"advertiser_id" integer,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_status_check" CHECK (status in ('PENDING', 'SUCCEEDED')),
	CONSTRAINT "refunds_requested_by_check" CHECK (requested_by in ('advertiser', 'operator', 'system'))
);
--> statement-breakpoint
ALTER TABLE "ads" DROP CONSTRAINT "ads_status_check";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "went_live_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "company_name" varchar(100);--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "tax_number" varchar(50);--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_key" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_key" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "receipts_advertiser_idx" ON "receipts" USING btree ("advertiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_key" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_advertiser_idx" ON "refunds" USING btree ("advertiser_id");--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_status_check" CHECK (status in ('UNPAID', 'PENDING', 'ACTIVE', 'PAUSED', 'ENDED', 'REJECTED', 'REFUNDED'));--> statement-breakpoint
UPDATE "ads" SET "went_live_at" = "updated_at" WHERE "status" IN ('ACTIVE', 'PAUSED', 'ENDED') OR "impressions" > 0;