-- The versions of three more kept answers (docs/architecture.md, "Answers kept on the server"): a
-- class's feedback results, the payment history and the office's student directory. Like 0019's and
-- 0020's, these statement-level triggers bump their keys in the transaction of every change, whoever
-- makes it.
--
-- One function for keys named by a prefix and the values of a few columns of the rows changed: the
-- trigger's arguments are the prefix and then the columns, each value after a colon
-- ('feedback', 'category_id' bumps `feedback:<category_id>`); with the prefix alone it is the key,
-- bumped by any change of the table.
CREATE OR REPLACE FUNCTION report_versions_keyed() RETURNS trigger AS $$
DECLARE
  changed jsonb[];
BEGIN
  IF TG_NARGS = 1 THEN
    PERFORM report_versions_bump(array[TG_ARGV[0]]);
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    changed := array(SELECT to_jsonb(r) FROM new_rows r);
  ELSIF TG_OP = 'DELETE' THEN
    changed := array(SELECT to_jsonb(r) FROM old_rows r);
  ELSE
    changed := array(SELECT to_jsonb(r) FROM old_rows r UNION ALL SELECT to_jsonb(r) FROM new_rows r);
  END IF;
  PERFORM report_versions_bump(array(
    SELECT TG_ARGV[0] || (
      SELECT string_agg(':' || (row ->> c.name), '' ORDER BY c.position)
      FROM unnest(TG_ARGV[1:TG_NARGS - 1]) WITH ORDINALITY AS c (name, position))
    FROM unnest(changed) AS row));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Feedback: `feedback:<category>` for the category and its questions (their text and order), and
-- `feedback:<category>:<department>:<year>` for a class's answers (who answered, and the counts of
-- each answer). A category deleted takes its questions and answers with it, and their triggers see it.
CREATE TRIGGER report_versions_feedback_categories_insert AFTER INSERT ON feedback_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback', 'id');
--> statement-breakpoint
CREATE TRIGGER report_versions_feedback_categories_update AFTER UPDATE ON feedback_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback', 'id');
--> statement-breakpoint
CREATE TRIGGER report_versions_feedback_categories_delete AFTER DELETE ON feedback_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback', 'id');
--> statement-breakpoint
CREATE TRIGGER report_versions_feedback_questions_insert AFTER INSERT ON feedback_questions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback', 'category_id');
--> statement-breakpoint
CREATE TRIGGER report_versions_feedback_questions_update AFTER UPDATE ON feedback_questions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback', 'category_id');
--> statement-breakpoint
CREATE TRIGGER report_versions_feedback_questions_delete AFTER DELETE ON feedback_questions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback', 'category_id');
--> statement-breakpoint
CREATE TRIGGER report_versions_feedback_responses_insert AFTER INSERT ON feedback_responses
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback', 'category_id', 'department', 'year');
--> statement-breakpoint
CREATE TRIGGER report_versions_feedback_responses_update AFTER UPDATE ON feedback_responses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback', 'category_id', 'department', 'year');
--> statement-breakpoint
CREATE TRIGGER report_versions_feedback_responses_delete AFTER DELETE ON feedback_responses
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback', 'category_id', 'department', 'year');
--> statement-breakpoint
CREATE TRIGGER report_versions_feedback_tallies_insert AFTER INSERT ON feedback_tallies
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback', 'category_id', 'department', 'year');
--> statement-breakpoint
CREATE TRIGGER report_versions_feedback_tallies_update AFTER UPDATE ON feedback_tallies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback', 'category_id', 'department', 'year');
--> statement-breakpoint
CREATE TRIGGER report_versions_feedback_tallies_delete AFTER DELETE ON feedback_tallies
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback', 'category_id', 'department', 'year');
--> statement-breakpoint
-- `subjects`: any subject's row (the feedback results name each subject by its code). Subjects
-- change at the start of a term, so one key for all of them costs little.
CREATE TRIGGER report_versions_subjects_any AFTER INSERT OR UPDATE OR DELETE ON subjects
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('subjects');
--> statement-breakpoint
-- `fees`: any fee's row (the payment history names each payment's fee).
CREATE TRIGGER report_versions_fees_any AFTER INSERT OR UPDATE OR DELETE ON payment_types
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('fees');
--> statement-breakpoint
-- `staff` (0020) now follows the e-mail too (the feedback results key each teacher's by it), and a
-- row that is not a student's before or after the change.
CREATE OR REPLACE FUNCTION report_versions_staff() RETURNS trigger AS $$
BEGIN
  PERFORM report_versions_bump(array(
    SELECT 'staff' FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.type <> 'student' OR n.type <> 'student')
      AND (o.name, o.email) IS DISTINCT FROM (n.name, n.email)
    LIMIT 1));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- `directory`: what the student directory shows, filters and sorts by, of any student (a row that
-- is a student's before or after the change): a student added or deleted, or one of these columns
-- changed. A password, a sign-in or a photo changes nothing there.
CREATE OR REPLACE FUNCTION report_versions_directory() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_versions_bump(array(SELECT 'directory' FROM new_rows WHERE type = 'student' LIMIT 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_versions_bump(array(SELECT 'directory' FROM old_rows WHERE type = 'student' LIMIT 1));
  ELSE
    PERFORM report_versions_bump(array(
      SELECT 'directory' FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.type = 'student' OR n.type = 'student')
        AND (o.type, o.active, o.name, o.email, o.mobile, o.department, o.current_year, o.passout_year, o.roll_no,
             o.student_id, o.joining_year, o.address, o.blood_group, o.parent_details, o.created_at)
          IS DISTINCT FROM (n.type, n.active, n.name, n.email, n.mobile, n.department, n.current_year, n.passout_year,
             n.roll_no, n.student_id, n.joining_year, n.address, n.blood_group, n.parent_details, n.created_at)
      LIMIT 1));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_directory_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_directory();
--> statement-breakpoint
CREATE TRIGGER report_versions_directory_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_directory();
--> statement-breakpoint
CREATE TRIGGER report_versions_directory_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_directory();
