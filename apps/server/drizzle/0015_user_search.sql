-- The user lists' search (docs/rules.md, "Accounts run by the admin"): trigram indexes for a part of a
-- name, e-mail, student ID or mobile number, and a pattern index for the start of a roll number.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ((lower("name" || ' ' || "email" || ' ' || coalesce("student_id", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_search_idx" ON "users" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_roll_no_search_idx" ON "users" USING btree ("roll_no" text_pattern_ops);
