DROP INDEX "gatepasses_student_created_idx";--> statement-breakpoint
DROP INDEX "gatepasses_status_created_idx";--> statement-breakpoint
ALTER TABLE "gatepasses" ADD COLUMN "department" text;--> statement-breakpoint
CREATE INDEX "gatepasses_student_time_idx" ON "gatepasses" USING btree ("student_id","time");--> statement-breakpoint
CREATE INDEX "gatepasses_department_status_created_idx" ON "gatepasses" USING btree ("department","status","created_at","id");
--> statement-breakpoint
UPDATE "gatepasses" SET "department" = "users"."department" FROM "users" WHERE "users"."id" = "gatepasses"."student_id";
--> statement-breakpoint
-- A pass carries its student's department, set by the database so no code path can forget it.
CREATE OR REPLACE FUNCTION gatepasses_copy_department() RETURNS trigger AS $$
BEGIN
  NEW.department := (SELECT department FROM users WHERE id = NEW.student_id);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER gatepasses_copy_department BEFORE INSERT OR UPDATE OF student_id ON gatepasses
  FOR EACH ROW EXECUTE FUNCTION gatepasses_copy_department();
--> statement-breakpoint
-- A student who moves to another department takes the passes along.
CREATE OR REPLACE FUNCTION users_move_gatepasses() RETURNS trigger AS $$
BEGIN
  IF NEW.department IS DISTINCT FROM OLD.department THEN
    UPDATE gatepasses SET department = NEW.department WHERE student_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_move_gatepasses AFTER UPDATE OF department ON users
  FOR EACH ROW EXECUTE FUNCTION users_move_gatepasses();
