-- Saving a period's attendance (docs/rules.md, "Attendance"; docs/architecture.md, "Teaching: exams,
-- marks and attendance") in one call to the database: the listed e-mails are looked up among the
-- class's active students (the first one that is not there is answered, and nothing is saved), the
-- period's row is locked and replaced, or added, and the answer names the students whose standing in
-- the subject crossed the attendance threshold with this save, either way (their tallies after it,
-- and before it: after less what the save changed), the only ones the attendance-low reaction has to
-- look at. A function keeps its statements' plans for the connection, which the embedded database
-- would otherwise make again on every save. A list that is the same as the stored one keeps the
-- stored value, so its out-of-line (TOAST) copy is not written again; the record still takes who
-- saved it and when.
CREATE OR REPLACE FUNCTION attendance_save(
  p_department text, p_semester smallint, p_year smallint, p_subject uuid, p_date date, p_start text,
  p_end text, p_module smallint, p_delivery_mode text, p_topic text, p_emails text[], p_marks boolean[],
  p_taken_by uuid, p_taken_at timestamptz, p_threshold smallint,
  OUT stranger text, OUT inserted boolean, OUT crossed uuid[]
) AS $$
DECLARE
  new_present uuid[];
  new_absent uuid[];
  old_present uuid[];
  old_absent uuid[];
BEGIN
  SELECT coalesce(array_agg(u.id ORDER BY l.at) FILTER (WHERE l.present), '{}'),
         coalesce(array_agg(u.id ORDER BY l.at) FILTER (WHERE NOT l.present), '{}'),
         (array_agg(l.email ORDER BY l.at) FILTER (WHERE u.id IS NULL))[1]
  INTO new_present, new_absent, stranger
  FROM unnest(p_emails, p_marks) WITH ORDINALITY AS l (email, present, at)
  LEFT JOIN users u ON u.email = l.email AND u.type = 'student' AND u.department = p_department
    AND u.current_year = p_year AND u.active;
  IF stranger IS NOT NULL THEN
    RETURN;
  END IF;
  -- The row as it stands, locked until the commit (a save of the same period waits here, then sees
  -- this one's lists); none yet: added, unless another save adds it first, then replaced.
  LOOP
    SELECT a.present, a.absent INTO old_present, old_absent FROM attendance_periods a
    WHERE a.subject_id = p_subject AND a.date = p_date AND a.start_time = p_start
    FOR UPDATE;
    IF FOUND THEN
      UPDATE attendance_periods a SET
        department = p_department, semester = p_semester, end_time = p_end, module = p_module,
        delivery_mode = p_delivery_mode, topic = p_topic,
        present = CASE WHEN a.present = new_present THEN a.present ELSE new_present END,
        absent = CASE WHEN a.absent = new_absent THEN a.absent ELSE new_absent END,
        taken_by = p_taken_by, updated_at = p_taken_at
      WHERE a.subject_id = p_subject AND a.date = p_date AND a.start_time = p_start;
      inserted := false;
      EXIT;
    END IF;
    INSERT INTO attendance_periods (department, semester, subject_id, date, start_time, end_time, module,
      delivery_mode, topic, present, absent, taken_by, updated_at)
    VALUES (p_department, p_semester, p_subject, p_date, p_start, p_end, p_module, p_delivery_mode, p_topic,
      new_present, new_absent, p_taken_by, p_taken_at)
    ON CONFLICT (subject_id, date, start_time) DO NOTHING;
    IF FOUND THEN
      inserted := true;
      old_present := '{}';
      old_absent := '{}';
      EXIT;
    END IF;
  END LOOP;
  -- The tallies were brought along by the triggers at the end of the statement above.
  crossed := array(
    SELECT d.id
    FROM (
      SELECT coalesce(n.id, o.id) AS id,
             (n.id IS NOT NULL)::int - (o.id IS NOT NULL)::int AS held,
             coalesce(n.present, false)::int - coalesce(o.present, false)::int AS attended
      FROM (SELECT unnest(new_present) AS id, true AS present UNION ALL SELECT unnest(new_absent), false) AS n
      FULL JOIN (SELECT unnest(old_present) AS id, true AS present UNION ALL SELECT unnest(old_absent), false) AS o
        ON o.id = n.id
      WHERE n.present IS DISTINCT FROM o.present
    ) AS d
    JOIN attendance_tallies t ON t.student_id = d.id AND t.subject_id = p_subject
    WHERE (t.attended * 100 < p_threshold * t.held)
      <> ((t.attended - d.attended) * 100 < p_threshold * (t.held - d.held)));
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A class's version moves only for rows that changed: an update that rewrites a period or a subject
-- as it was (SQL typed by hand, a script) changes no answer made of them.
CREATE OR REPLACE FUNCTION report_versions_classes() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_versions_bump(array(SELECT 'class:' || department || ':' || semester FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_versions_bump(array(SELECT 'class:' || department || ':' || semester FROM old_rows));
  ELSE
    PERFORM report_versions_bump(array(
      SELECT 'class:' || r.department || ':' || r.semester
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (VALUES (o.department, o.semester), (n.department, n.semester)) AS r (department, semester)
      WHERE o IS DISTINCT FROM n));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
