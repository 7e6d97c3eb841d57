CREATE TABLE "ad_hourly_stats" (
	"ad_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"placement" text NOT NULL,
	"language" text NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_hourly_stats_pkey" PRIMARY KEY("ad_id","hour","placement","language"),
	CONSTRAINT "ad_hourly_stats_placement_check" CHECK (placement in ('lobby', 'exhibition')),
	CONSTRAINT "ad_hourly_stats_language_check" CHECK (language in ('en', 'ja')),
	CONSTRAINT "ad_hourly_stats_counters_check" CHECK (clicks >= 0 and impressions >= 0),
	CONSTRAINT "ad_hourly_stats_whole_hour_check" CHECK (hour = date_trunc('hour', hour, 'UTC'))
);
--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_hourly_stats" ADD CONSTRAINT "ad_hourly_stats_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
COMMENT ON TABLE "ad_daily_stats" IS 'Days counted before hourly statistics existed: UTC days, kept as they are and shown as UTC days (decision 0118). No longer written.';
