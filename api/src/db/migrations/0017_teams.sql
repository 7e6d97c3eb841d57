CREATE TABLE "account_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(50),
	"actor_email" text,
	"action" text NOT NULL,
	"subject_kind" text,
	"subject_id" integer,
	"subject_label" text,
	"role" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_audit_action_check" CHECK (action in ('applied', 'paid', 'paused', 'resumed', 'resubmitted', 'deleted', 'invited', 'invitation-revoked', 'joined', 'role-changed', 'removed', 'left')),
	CONSTRAINT "account_audit_subject_check" CHECK (subject_kind in ('ad', 'person', 'invitation'))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"invited_by" integer,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_role_check" CHECK (role in ('owner', 'manager', 'billing', 'viewer')),
	CONSTRAINT "invitations_language_check" CHECK (language in ('en', 'ja'))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"advertiser_id" integer NOT NULL,
	"role" text NOT NULL,
	"link_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"weekly_results" boolean DEFAULT false NOT NULL,
	"weekly_results_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_role_check" CHECK (role in ('owner', 'manager', 'billing', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"pending_email" text,
	"password_hash" text NOT NULL,
	"name" varchar(50),
	"language" text DEFAULT 'en' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_language_check" CHECK (language in ('en', 'ja'))
);
--> statement-breakpoint
ALTER TABLE "advertisers" DROP CONSTRAINT "advertisers_language_check";--> statement-breakpoint
ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_advertiser_id_advertisers_id_fk";
--> statement-breakpoint
DROP INDEX "advertisers_open_email_key";--> statement-breakpoint
DROP INDEX "one_time_tokens_advertiser_kind_idx";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "applied_by" integer;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "opened_by" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "person_id" integer;--> statement-breakpoint
-- Data moved by hand (decision 0121): every account becomes one person (same email, password, name, language and
-- confirmation) with one owner membership. The person and the membership keep the account's id, and the person
-- and the membership its account_id as link_id, so links already mailed, unsubscribe links and sent weekly mails'
-- keys still name them; sessions and one-time tokens point at that person, and sessions stay valid.
INSERT INTO "people" ("id", "link_id", "email", "pending_email", "password_hash", "name", "language", "confirmed_at", "closed_at", "created_at", "updated_at")
SELECT "id", "account_id", "email", "pending_email", "password_hash", "name", "language", "confirmed_at", "closed_at", "created_at", "updated_at" FROM "advertisers";--> statement-breakpoint
INSERT INTO "memberships" ("id", "person_id", "advertiser_id", "role", "link_id", "weekly_results", "weekly_results_version", "created_at")
SELECT "id", "id", "id", 'owner', "account_id", "weekly_results", "weekly_results_version", "created_at" FROM "advertisers";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('people', 'id'), coalesce((SELECT max("id") FROM "people"), 1), (SELECT count(*) > 0 FROM "people"));--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('memberships', 'id'), coalesce((SELECT max("id") FROM "memberships"), 1), (SELECT count(*) > 0 FROM "memberships"));--> statement-breakpoint
UPDATE "sessions" SET "person_id" = "advertiser_id";--> statement-breakpoint
UPDATE "one_time_tokens" SET "person_id" = "advertiser_id";--> statement-breakpoint
UPDATE "ads" SET "applied_by" = "advertiser_id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_audit" ADD CONSTRAINT "account_audit_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_audit" ADD CONSTRAINT "account_audit_actor_id_people_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_people_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_audit_advertiser_idx" ON "account_audit" USING btree ("advertiser_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_advertiser_idx" ON "invitations" USING btree ("advertiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_person_advertiser_key" ON "memberships" USING btree ("person_id","advertiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_link_id_key" ON "memberships" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "memberships_advertiser_idx" ON "memberships" USING btree ("advertiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_link_id_key" ON "people" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_open_email_key" ON "people" USING btree ("email") WHERE "people"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_applied_by_people_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_opened_by_people_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_tokens_person_kind_idx" ON "one_time_tokens" USING btree ("person_id","kind");--> statement-breakpoint
CREATE INDEX "sessions_person_idx" ON "sessions" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "advertisers" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "advertisers" DROP COLUMN "pending_email";--> statement-breakpoint
ALTER TABLE "advertisers" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "advertisers" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "advertisers" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "advertisers" DROP COLUMN "confirmed_at";--> statement-breakpoint
ALTER TABLE "advertisers" DROP COLUMN "weekly_results";--> statement-breakpoint
ALTER TABLE "advertisers" DROP COLUMN "weekly_results_version";--> statement-breakpoint
ALTER TABLE "one_time_tokens" DROP COLUMN "advertiser_id";