CREATE TABLE "notification_attendance_lows" (
	"student_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_attendance_lows_student_id_subject_id_pk" PRIMARY KEY("student_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim" uuid,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_sizes" CHECK (length("notifications"."title") <= 120 and length("notifications"."body") <= 300 and length("notifications"."link") <= 200)
);
--> statement-breakpoint
ALTER TABLE "notification_attendance_lows" ADD CONSTRAINT "notification_attendance_lows_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_attendance_lows" ADD CONSTRAINT "notification_attendance_lows_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_attendance_lows_subject_idx" ON "notification_attendance_lows" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."sent_at" is null and "email_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_idx" ON "email_outbox" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "email_outbox_sent_idx" ON "email_outbox" USING btree ("sent_at") WHERE "email_outbox"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- Every new notification is announced to every server process (LISTEN notification_created) once
-- its transaction commits, whoever wrote it: the live streams deliver it to its recipient's open
-- tabs. The message is '<recipient id> <the list item as JSON>'; the sizes the table allows keep it
-- far below NOTIFY's 8000 bytes.
CREATE OR REPLACE FUNCTION notifications_announce() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('notification_created', n.recipient_id::text || ' ' || json_build_object(
    '_id', n.id, 'kind', n.kind, 'title', n.title, 'body', n.body, 'link', n.link,
    'createdAt', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'read', n.read_at IS NOT NULL)::text)
  FROM new_notifications n;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_announce AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_notifications FOR EACH STATEMENT EXECUTE FUNCTION notifications_announce();
--> statement-breakpoint
-- New e-mails wake the outbox's senders at once (LISTEN email_outbox) instead of at their next look.
CREATE OR REPLACE FUNCTION email_outbox_wake() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('email_outbox', '');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER email_outbox_wake AFTER INSERT ON email_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION email_outbox_wake();
