CREATE TABLE "sent_mails" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_mails_kind_check" CHECK (kind in ('ad-live', 'ad-ending', 'weekly-results'))
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "previous_ad_id" integer;--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "weekly_results" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "weekly_results_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_previous_ad_id_ads_id_fk" FOREIGN KEY ("previous_ad_id") REFERENCES "public"."ads"("id") ON DELETE set null ON UPDATE no action;