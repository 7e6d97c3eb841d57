CREATE TABLE "ad_daily_stats" (
	"ad_id" integer NOT NULL,
	"day" date NOT NULL,
	"placement" text NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_daily_stats_pkey" PRIMARY KEY("ad_id","day","placement"),
	CONSTRAINT "ad_daily_stats_placement_check" CHECK (placement in ('lobby', 'exhibition')),
	CONSTRAINT "ad_daily_stats_counters_check" CHECK (clicks >= 0 and impressions >= 0)
);
--> statement-breakpoint
CREATE TABLE "clicked_impressions" (
	"impression" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_daily_stats" ADD CONSTRAINT "ad_daily_stats_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clicked_impressions_expires_idx" ON "clicked_impressions" USING btree ("expires_at");