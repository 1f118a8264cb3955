-- The versions of three more kept answers (docs/architecture.md, "Answers kept on the server"): a
-- class's feedback results, the payment history and the office's student directory. Like 0019's and
-- 0020's, these statement-level triggers bump their keys in the transaction of every change, whoever
-- makes it (report_versions_keyed: migration 0020).
--
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
