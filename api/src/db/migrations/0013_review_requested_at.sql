ALTER TABLE "sent_mails" DROP CONSTRAINT "sent_mails_kind_check";--> statement-breakpoint
ALTER TABLE "ad_audit_log" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sent_mails" ADD CONSTRAINT "sent_mails_kind_check" CHECK (kind in ('ad-live', 'ad-ending', 'weekly-results', 'reviews-waiting'));--> statement-breakpoint
-- Decision 0114: what is known of the moments ads entered review. A waiting ad entered it at its last change (what
-- the review desk showed until now); any other ad at its payment. Each ad's first decision waited from its payment;
-- later decisions followed resubmissions nobody dated, so they stay null and the median leaves them out.
UPDATE "ads" SET "review_requested_at" = "updated_at" WHERE "status" = 'PENDING';--> statement-breakpoint
UPDATE "ads" SET "review_requested_at" = "paid"."at"
FROM (SELECT "ad_id", max("completed_at") AS "at" FROM "payments" WHERE "status" = 'COMPLETED' GROUP BY "ad_id") AS "paid"
WHERE "ads"."status" <> 'PENDING' AND "paid"."ad_id" = "ads"."id";--> statement-breakpoint
UPDATE "ad_audit_log" SET "review_requested_at" = "paid"."at"
FROM (SELECT "ad_id", min("completed_at") AS "at" FROM "payments" WHERE "status" = 'COMPLETED' GROUP BY "ad_id") AS "paid"
WHERE "ad_audit_log"."action" IN ('approve', 'reject')
  AND "paid"."ad_id" = "ad_audit_log"."ad_id"
  AND "paid"."at" <= "ad_audit_log"."at"
  AND "ad_audit_log"."id" = (
    SELECT min("first"."id") FROM "ad_audit_log" AS "first"
    WHERE "first"."ad_id" = "ad_audit_log"."ad_id" AND "first"."action" IN ('approve', 'reject')
  );
