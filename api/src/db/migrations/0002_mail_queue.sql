ALTER TABLE "outbox_mails" ADD COLUMN "status" text DEFAULT 'QUEUED' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "last_error" text;--> statement-breakpoint
-- Before the queue, only the outbox transport stored mail (and that was its delivery): existing rows count as
-- delivered, so an upgrade never sends old links.
UPDATE "outbox_mails" SET "status" = 'DELIVERED', "delivered_at" = "sent_at";--> statement-breakpoint
CREATE INDEX "outbox_mails_due_idx" ON "outbox_mails" USING btree ("next_attempt_at") WHERE status = 'QUEUED';--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_status_check" CHECK (status in ('QUEUED', 'DELIVERED', 'FAILED'));