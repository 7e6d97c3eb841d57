CREATE TABLE "count_flushes" (
	"id" text PRIMARY KEY NOT NULL,
	"flushed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "count_flushes_flushed_at_idx" ON "count_flushes" USING btree ("flushed_at");