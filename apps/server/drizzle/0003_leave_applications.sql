CREATE TABLE "leave_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"description" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"department" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"to_date" date,
	"from_time" text,
	"to_time" text
);
--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_applications_student_date_idx" ON "leave_applications" USING btree ("student_id","date");--> statement-breakpoint
CREATE INDEX "leave_applications_department_status_created_idx" ON "leave_applications" USING btree ("department","status","created_at","id");--> statement-breakpoint
-- Every kind of request carries its student's department, set by the database so no code path can
-- forget it (one function for every request table).
CREATE OR REPLACE FUNCTION requests_copy_department() RETURNS trigger AS $$
BEGIN
  NEW.department := (SELECT department FROM users WHERE id = NEW.student_id);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER leave_applications_copy_department BEFORE INSERT OR UPDATE OF student_id ON leave_applications
  FOR EACH ROW EXECUTE FUNCTION requests_copy_department();
--> statement-breakpoint
DROP TRIGGER gatepasses_copy_department ON gatepasses;
--> statement-breakpoint
DROP FUNCTION gatepasses_copy_department();
--> statement-breakpoint
CREATE TRIGGER gatepasses_copy_department BEFORE INSERT OR UPDATE OF student_id ON gatepasses
  FOR EACH ROW EXECUTE FUNCTION requests_copy_department();
--> statement-breakpoint
-- A student who moves to another department takes the requests of every kind along: one function
-- over the request tables replaces the gate passes' own.
DROP TRIGGER users_move_gatepasses ON users;
--> statement-breakpoint
DROP FUNCTION users_move_gatepasses();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_move_requests() RETURNS trigger AS $$
DECLARE
  request_table text;
BEGIN
  IF NEW.department IS DISTINCT FROM OLD.department THEN
    FOREACH request_table IN ARRAY ARRAY['gatepasses', 'leave_applications'] LOOP
      EXECUTE format('UPDATE %I SET department = $1 WHERE student_id = $2', request_table) USING NEW.department, NEW.id;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_move_requests AFTER UPDATE OF department ON users
  FOR EACH ROW EXECUTE FUNCTION users_move_requests();
