CREATE TABLE "report_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- The versions of the pieces answers are made of (the versions module's kept answers,
-- docs/architecture.md, "Answers kept on the server"), bumped in the transaction of every change of the rows
-- behind them, whoever makes it. One statement-level trigger per kind of change sees every row the
-- statement touched (transition tables), so a bulk insert bumps each key once. Keys are bumped in
-- sorted order, so two transactions never deadlock on them.
CREATE OR REPLACE FUNCTION report_versions_bump(keys text[]) RETURNS void AS $$
  INSERT INTO report_versions AS v (key)
  SELECT DISTINCT k FROM unnest(keys) AS k WHERE k IS NOT NULL ORDER BY k
  ON CONFLICT (key) DO UPDATE SET version = v.version + 1;
$$ LANGUAGE sql;
--> statement-breakpoint
-- A class's attendance: its periods (and so its tallies).
CREATE OR REPLACE FUNCTION report_versions_classes() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_versions_bump(array(SELECT 'class:' || department || ':' || semester FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_versions_bump(array(SELECT 'class:' || department || ':' || semester FROM old_rows));
  ELSE
    PERFORM report_versions_bump(array(
      SELECT 'class:' || department || ':' || semester FROM old_rows
      UNION SELECT 'class:' || department || ':' || semester FROM new_rows));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_attendance_insert AFTER INSERT ON attendance_periods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_classes();
--> statement-breakpoint
CREATE TRIGGER report_versions_attendance_update AFTER UPDATE ON attendance_periods
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_classes();
--> statement-breakpoint
CREATE TRIGGER report_versions_attendance_delete AFTER DELETE ON attendance_periods
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_classes();
--> statement-breakpoint
-- A class's subjects: their codes, names and teachers (who may read the class's reports). Their rows
-- carry the class as the periods' do.
CREATE TRIGGER report_versions_subjects_insert AFTER INSERT ON subjects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_classes();
--> statement-breakpoint
CREATE TRIGGER report_versions_subjects_update AFTER UPDATE ON subjects
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_classes();
--> statement-breakpoint
CREATE TRIGGER report_versions_subjects_delete AFTER DELETE ON subjects
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_classes();
--> statement-breakpoint
-- Students: any student's name, identifiers, class or standing changes `students` (the fee dues)
-- and the classes the student leaves and joins (a year is two semesters); an account awaiting
-- activation, of any kind, changes `signups` (today at a glance). Other changes of a user's row (a
-- password, a sign-in) change no report.
CREATE OR REPLACE FUNCTION report_versions_students() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_versions_bump(array(
      SELECT unnest(array['students',
        'class:' || department || ':' || (current_year * 2 - 1), 'class:' || department || ':' || (current_year * 2)])
      FROM new_rows WHERE type = 'student'
      UNION SELECT 'signups' FROM new_rows WHERE awaiting_activation));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_versions_bump(array(
      SELECT unnest(array['students',
        'class:' || department || ':' || (current_year * 2 - 1), 'class:' || department || ':' || (current_year * 2)])
      FROM old_rows WHERE type = 'student'
      UNION SELECT 'signups' FROM old_rows WHERE awaiting_activation));
  ELSE
    PERFORM report_versions_bump(array(
      SELECT unnest(array['students',
        'class:' || r.department || ':' || (r.current_year * 2 - 1), 'class:' || r.department || ':' || (r.current_year * 2)])
      FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL (VALUES (o.department, o.current_year), (n.department, n.current_year)) AS r (department, current_year)
      WHERE (o.type = 'student' OR n.type = 'student')
        AND (o.type, o.active, o.awaiting_activation, o.name, o.email, o.roll_no, o.department, o.current_year)
          IS DISTINCT FROM (n.type, n.active, n.awaiting_activation, n.name, n.email, n.roll_no, n.department, n.current_year)
      UNION SELECT 'signups' FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.awaiting_activation OR n.awaiting_activation)
        AND (o.awaiting_activation, o.department) IS DISTINCT FROM (n.awaiting_activation, n.department)));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_students_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_students();
--> statement-breakpoint
CREATE TRIGGER report_versions_students_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_students();
--> statement-breakpoint
CREATE TRIGGER report_versions_students_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_students();
--> statement-breakpoint
-- Gate passes and leave applications: any change of one is a change of `requests` (today at a
-- glance: the pending ones and the passes used).
CREATE OR REPLACE FUNCTION report_versions_requests() RETURNS trigger AS $$
BEGIN
  PERFORM report_versions_bump(array['requests']);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_gatepasses AFTER INSERT OR UPDATE OR DELETE ON gatepasses
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_requests();
--> statement-breakpoint
CREATE TRIGGER report_versions_leave AFTER INSERT OR UPDATE OR DELETE ON leave_applications
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_requests();
--> statement-breakpoint
-- An exam and its marks; an exam type's maximum and pass marks are every exam of that type's.
CREATE OR REPLACE FUNCTION report_versions_exams() RETURNS trigger AS $$
DECLARE
  column_name text := CASE TG_TABLE_NAME WHEN 'exam_marks' THEN 'exam_id' ELSE 'id' END;
BEGIN
  IF TG_TABLE_NAME = 'exam_types' THEN
    PERFORM report_versions_bump(array(
      SELECT 'exam:' || e.id FROM exams e WHERE e.exam_type_id IN (SELECT id FROM old_rows)));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM report_versions_bump(array(
      SELECT 'exam:' || (to_jsonb(r) ->> column_name) FROM new_rows r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_versions_bump(array(
      SELECT 'exam:' || (to_jsonb(r) ->> column_name) FROM old_rows r));
  ELSE
    PERFORM report_versions_bump(array(
      SELECT 'exam:' || (to_jsonb(r) ->> column_name) FROM old_rows r
      UNION SELECT 'exam:' || (to_jsonb(r) ->> column_name) FROM new_rows r));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_exams_insert AFTER INSERT ON exams
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_exams();
--> statement-breakpoint
CREATE TRIGGER report_versions_exams_update AFTER UPDATE ON exams
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_exams();
--> statement-breakpoint
CREATE TRIGGER report_versions_exams_delete AFTER DELETE ON exams
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_exams();
--> statement-breakpoint
CREATE TRIGGER report_versions_marks_insert AFTER INSERT ON exam_marks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_exams();
--> statement-breakpoint
CREATE TRIGGER report_versions_marks_update AFTER UPDATE ON exam_marks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_exams();
--> statement-breakpoint
CREATE TRIGGER report_versions_marks_delete AFTER DELETE ON exam_marks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_exams();
--> statement-breakpoint
CREATE TRIGGER report_versions_exam_types_update AFTER UPDATE ON exam_types
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_exams();
--> statement-breakpoint
-- A fee (its name, amount and date) and the payments that settle it; any payment received changes
-- `payments` too (today at a glance).
CREATE OR REPLACE FUNCTION report_versions_fees() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'payment_types' THEN
    PERFORM report_versions_bump(array(SELECT 'fee:' || id FROM old_rows));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM report_versions_bump(array(
      SELECT unnest(array['fee:' || payment_type_id, 'payments']) FROM new_rows WHERE status = 'paid'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_versions_bump(array(
      SELECT unnest(array['fee:' || payment_type_id, 'payments']) FROM old_rows WHERE status = 'paid'));
  ELSE
    PERFORM report_versions_bump(array(
      SELECT unnest(array['fee:' || payment_type_id, 'payments']) FROM old_rows WHERE status = 'paid'
      UNION SELECT unnest(array['fee:' || payment_type_id, 'payments']) FROM new_rows WHERE status = 'paid'));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_payments_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_fees();
--> statement-breakpoint
CREATE TRIGGER report_versions_payments_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_fees();
--> statement-breakpoint
CREATE TRIGGER report_versions_payments_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_fees();
--> statement-breakpoint
CREATE TRIGGER report_versions_payment_types_update AFTER UPDATE ON payment_types
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_fees();
--> statement-breakpoint
CREATE TRIGGER report_versions_payment_types_delete AFTER DELETE ON payment_types
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_fees();
