ALTER TABLE "ads" ADD COLUMN "rejection_reason_language" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "run_start_date" date;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "run_end_date" date;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "payment_method" jsonb;--> statement-breakpoint
UPDATE "receipts" SET "run_start_date" = "ads"."start_date", "run_end_date" = "ads"."end_date" FROM "ads" WHERE "ads"."id" = "receipts"."ad_id";--> statement-breakpoint
UPDATE "receipts" SET "payment_method" = '{"kind":"test-checkout"}'::jsonb FROM "payments" WHERE "payments"."id" = "receipts"."payment_id" AND "payments"."provider" = 'test-checkout';
