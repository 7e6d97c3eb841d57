ALTER TABLE "ad_audit_log" DROP CONSTRAINT "ad_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "ad_audit_log" ALTER COLUMN "ad_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_audit_log" ADD COLUMN "cli_user" text;--> statement-breakpoint
ALTER TABLE "ad_audit_log" ADD COLUMN "subject_operator_id" integer;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_audit_log" ADD CONSTRAINT "ad_audit_log_subject_operator_id_operators_id_fk" FOREIGN KEY ("subject_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_audit_log_operator_idx" ON "ad_audit_log" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "ad_audit_log_subject_idx" ON "ad_audit_log" USING btree ("subject_operator_id","at");--> statement-breakpoint
ALTER TABLE "ad_audit_log" ADD CONSTRAINT "ad_audit_log_one_actor_check" CHECK (operator_id is null or cli_user is null);--> statement-breakpoint
ALTER TABLE "ad_audit_log" ADD CONSTRAINT "ad_audit_log_ad_check" CHECK ((ad_id is not null) = (action in ('approve', 'reject', 'end', 'refund')));--> statement-breakpoint
ALTER TABLE "ad_audit_log" ADD CONSTRAINT "ad_audit_log_action_check" CHECK (action in ('approve', 'reject', 'end', 'refund', 'operator-add', 'operator-reinvite', 'operator-disable', 'sign-in', 'sign-in-failed', 'enrol'));