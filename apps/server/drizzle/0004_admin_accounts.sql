CREATE TABLE "account_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"user_id" uuid,
	"user_email" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "awaiting_activation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_audit" ADD CONSTRAINT "account_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_audit_user_at_idx" ON "account_audit" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "users_type_name_idx" ON "users" USING btree ("type","name","id");--> statement-breakpoint
CREATE INDEX "users_awaiting_activation_idx" ON "users" USING btree ("created_at") WHERE "users"."awaiting_activation";--> statement-breakpoint
-- Sign-ups made before this column existed: a student who has never been given a year by an admin
-- and is not active registered under approval and is still waiting.
UPDATE "users" SET "awaiting_activation" = true WHERE "type" = 'student' AND NOT "active" AND "current_year" IS NULL;
