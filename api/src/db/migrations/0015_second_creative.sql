ALTER TABLE "ads" ADD COLUMN "creative_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "second_title" varchar(100);--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "second_image_url" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "rejected_creatives" text;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_creative_language_check" CHECK (creative_language in ('en', 'ja'));--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_second_creative_check" CHECK ((second_title is null and second_image_url is null) or (second_title is not null and second_image_url is not null));--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_rejected_creatives_check" CHECK (rejected_creatives in ('en', 'ja', 'both'));--> statement-breakpoint
-- Existing ads have one creative, written when they applied: the interface language at submission ("language") is
-- the best record of the language it is in (decision 0117).
UPDATE "ads" SET "creative_language" = "language";
