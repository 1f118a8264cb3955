import { useMemo, useState } from 'react';
import { formResolver } from '../../shell/formResolver';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import {
  DELIVERY_MODES,
  DELIVERY_MODE_LABELS,
  MESSAGES,
  MODULES,
  SERVER_MESSAGES,
  attendanceDetailsForm,
  isWeekday,
  parseClassName,
  schoolDayOf,
  type AttendancePeriod,
  type AttendanceSummary,
  type ClassStudent,
  type PeriodTiming,
} from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { Loading } from '../../shell/Loading';
import { formatDate, formatTime, formatTimeOfDay, formatTimeSpan, todayInInstitute } from '../../shell/dates';
import { fieldError } from '../../shell/fieldError';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { useAttendancePeriod, useClassStudents, useDayRecords, useSaveAttendance, type ClassOf } from './attendanceApi';
import { ClassDashboardLink } from './classLinks';

const STEPS = ['Choose Date', 'Details', 'Attendance'];

/** The Details step: the period of that day's timetable, then the domain's module, delivery mode and topic. */
const detailsForm = attendanceDetailsForm.extend({
  startTime: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
});
type DetailsInput = { startTime: string; module: string; deliveryMode: string; topic: string };
type Details = z.output<typeof detailsForm>;

function dateProblem(date: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return MESSAGES.required;
  if (date > today) return SERVER_MESSAGES.attendanceFuture;
  if (!isWeekday(date)) return SERVER_MESSAGES.attendanceWeekend;
  return null;
}

/** The saved record of a period, if it was taken. */
const savedOf = (records: AttendanceSummary[], startTime: string | undefined) =>
  records.find((record) => record.startTime === startTime);

/** The Details step's values that come from a saved record, or the blank form's. */
const detailsFrom = (record: AttendanceSummary | undefined): Omit<DetailsInput, 'startTime'> =>
  record
    ? { module: String(record.module), deliveryMode: record.deliveryMode, topic: record.topic }
    : { module: '', deliveryMode: 'offline', topic: '' };

/** 'Taken at 10:05 am on Fri 20 Nov 2026 by Dr. Meera Iyer; saving replaces it.' */
function TakenNote({ record }: { record: AttendanceSummary }) {
  return (
    <Alert severity="info" role="status">
      Taken at {formatTime(record.takenAt)} on {formatDate(record.takenAt)}
      {record.takenBy ? ` by ${record.takenBy}` : ''}; saving replaces it.
    </Alert>
  );
}

function DetailsStep({
  timings,
  records,
  initial,
  onBack,
  onNext,
}: {
  timings: PeriodTiming[];
  /** That day's saved records of the subject. */
  records: AttendanceSummary[];
  /** What the teacher chose before (back from the next step), or the first period's saved record. */
  initial: DetailsInput;
  onBack: () => void;
  onNext: (details: Details, raw: DetailsInput) => void;
}) {
  const form = useForm<DetailsInput, unknown, Details>({
    resolver: formResolver(detailsForm),
    defaultValues: initial,
  });
  const errors = form.formState.errors;
  const startTime = form.watch('startTime');
  const saved = savedOf(records, startTime);
  // Another period: its saved record (or the blank form), except what the teacher has changed.
  const choosePeriod = (next: string) => {
    const values = detailsFrom(savedOf(records, next));
    for (const name of ['module', 'deliveryMode', 'topic'] as const) {
      if (!form.getFieldState(name).isDirty) form.setValue(name, values[name]);
    }
  };
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit((details) => onNext(details, form.getValues()))}
      aria-label="Details"
    >
      <Controller
        control={form.control}
        name="startTime"
        render={({ field }) => (
          <TextField
            select
            label="Period"
            required
            {...field}
            onChange={(event) => {
              field.onChange(event);
              choosePeriod(event.target.value);
            }}
            {...fieldError(errors.startTime)}
          >
            {timings.map((timing) => (
              <MenuItem key={timing.startTime} value={timing.startTime}>
                {formatTimeSpan(timing.startTime, timing.endTime)}
                {savedOf(records, timing.startTime) ? ' (taken)' : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {saved && <TakenNote record={saved} />}
      <Controller
        control={form.control}
        name="module"
        render={({ field }) => (
          <TextField
            select
            label="Module"
            required
            {...field}
            {...(errors.module ? { error: true, helperText: (errors.module as FieldError).message } : {})}
          >
            {MODULES.map((module) => (
              <MenuItem key={module} value={String(module)}>
                Module {module}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {errors.module && <Alert severity="warning">{MESSAGES.selectModule}</Alert>}
      <Controller
        control={form.control}
        name="deliveryMode"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="delivery-mode-label">Delivery mode</FormLabel>
            <RadioGroup row aria-labelledby="delivery-mode-label" {...field}>
              {DELIVERY_MODES.map((mode) => (
                <FormControlLabel key={mode} value={mode} control={<Radio />} label={DELIVERY_MODE_LABELS[mode]} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <TextField label="Topic" required {...form.register('topic')} {...fieldError(errors.topic)} />
      {errors.topic && <Alert severity="warning">{MESSAGES.fillTopic}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack}>Back</Button>
        <Button type="submit" variant="contained">
          Next
        </Button>
      </Stack>
    </Stack>
  );
}

/** The students marked absent in a saved period (those it does not list start present). */
const absentIn = (record: AttendancePeriod | undefined): Set<string> =>
  new Set(record?.attendanceList.filter((entry) => entry.present === 'false').map((entry) => entry.email) ?? []);

function AttendanceStep({
  students,
  saved,
  absent,
  onToggle,
  saving,
  onBack,
  onSave,
}: {
  students: ClassStudent[];
  /** The period's saved record with its list, if it was taken. */
  saved: AttendancePeriod | undefined;
  absent: ReadonlySet<string>;
  onToggle: (email: string) => void;
  saving: boolean;
  onBack: () => void;
  onSave: () => void;
}) {
  const before = useMemo(() => absentIn(saved), [saved]);
  const changed = saved ? students.filter((student) => before.has(student.email) !== absent.has(student.email)) : [];
  return (
    <Stack spacing={2}>
      {saved && <TakenNote record={saved} />}
      <Typography aria-live="polite">
        {students.length - absent.size} of {students.length} present
        {saved ? ` · ${changed.length} changed since it was saved` : ''}
      </Typography>
      <FormControl component="fieldset">
        <FormLabel component="legend">Present</FormLabel>
        <FormGroup>
          {students.map((student) => (
            <FormControlLabel
              key={student.email}
              control={<Checkbox checked={!absent.has(student.email)} onChange={() => onToggle(student.email)} />}
              label={
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {student.name}
                  {student.studentId ? ` (${student.studentId})` : ''}
                </Box>
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <Stack direction="row" spacing={1} sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 1 }}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" loading={saving} onClick={onSave} disabled={students.length === 0}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The three steps (docs/rules.md, "Attendance"). A period taken before starts from its saved record
 * (module, delivery mode, topic and who was absent), says when and by whom it was taken and that
 * saving replaces it; what the teacher changes is kept when going back and forth between the steps.
 */
function AttendanceWizard({ of, className }: { of: ClassOf; className: string }) {
  const today = useMemo(() => todayInInstitute(), []);
  const [step, setStep] = useState(0);
  const [date, setDate] = useState(today);
  const [details, setDetails] = useState<{ parsed: Details; raw: DetailsInput } | null>(null);
  /** Who is absent in the period being taken, and which period that list is for. */
  const [marks, setMarks] = useState<{ startTime: string; absent: ReadonlySet<string> } | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const day = step > 0 ? schoolDayOf(date) : null;
  const classData = useClassStudents(of, day);
  const dayRecords = useDayRecords(of, step > 0 ? date : null);
  const save = useSaveAttendance();
  const timings = (classData.data?.timings ?? []).filter((timing) => timing.subject === of.code);
  const records = dayRecords.data ?? [];
  const saved = savedOf(records, details?.parsed.startTime);
  // The saved period's list, once the teacher goes on to tick the students (docs/api.md: a record's
  // list comes one period at a time).
  const savedPeriod = useAttendancePeriod(step === 2 && saved ? saved._id : null);
  const savedList = saved ? savedPeriod.data : undefined;
  const absent = marks && marks.startTime === details?.parsed.startTime ? marks.absent : absentIn(savedList);

  const chooseDate = () => {
    const problem = dateProblem(date, today);
    setDateError(problem);
    if (!problem) {
      // Another day: nothing chosen for the last one carries over.
      setDetails(null);
      setMarks(null);
      setStep(1);
    }
  };
  const toggle = (email: string) => {
    const next = new Set(absent);
    if (next.has(email)) next.delete(email);
    else next.add(email);
    setMarks({ startTime: details!.parsed.startTime, absent: next });
  };
  const saveAttendance = async () => {
    const timing = timings.find((candidate) => candidate.startTime === details?.parsed.startTime);
    if (!details || !timing || !classData.data) return;
    try {
      const answer = await save.mutateAsync({
        timeStamp: date,
        startTime: timing.startTime,
        endTime: timing.endTime,
        department: of.department,
        semester: of.semester,
        period: of.code,
        attendanceList: classData.data.students.map((student) => ({
          email: student.email,
          present: absent.has(student.email) ? 'false' : 'true',
        })),
        module: details.parsed.module,
        deliveryMode: details.parsed.deliveryMode,
        topic: details.parsed.topic,
      });
      notify.success(answer.msg);
      // The period now reads as saved: the next visit starts from the record.
      setDetails(null);
      setMarks(null);
      setStep(1);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : MESSAGES.error);
    }
  };
  const firstPeriod = timings[0]?.startTime ?? '';
  const ready = classData.data && dayRecords.data;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <BackButton fallback="/class" />
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <ClassDashboardLink of={of} />
          <Button component={RouterLink} to={`/class/${className}/list`} startIcon={<ListAltIcon />} sx={{ mb: 2 }}>
            Attendance list
          </Button>
        </Stack>
      </Stack>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {className}
      </Typography>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <Stack
          spacing={2}
          component="form"
          noValidate
          onSubmit={(event) => (event.preventDefault(), chooseDate())}
          aria-label="Choose Date"
        >
          <TextField
            label="Date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            error={Boolean(dateError)}
            helperText={dateError ?? 'Monday to Friday, not after today'}
          />
          <Box>
            <Button type="submit" variant="contained">
              Next
            </Button>
          </Box>
        </Stack>
      )}
      {step > 0 && (classData.isPending || dayRecords.isPending) && <Loading />}
      {step > 0 && classData.isError && <Alert severity="error">{classData.error.message}</Alert>}
      {step > 0 && dayRecords.isError && <Alert severity="error">{dayRecords.error.message}</Alert>}
      {step === 1 && ready && (
        <Stack spacing={2}>
          <Typography color="text.secondary">{formatDate(date)}</Typography>
          {timings.length === 0 ? (
            <>
              <Alert severity="info">{MESSAGES.noPeriodsAdded}</Alert>
              <Box>
                <Button onClick={() => setStep(0)}>Back</Button>
              </Box>
            </>
          ) : (
            <DetailsStep
              key={`${date}-${details ? 'kept' : dayRecords.dataUpdatedAt}`}
              timings={timings}
              records={records}
              initial={details?.raw ?? { startTime: firstPeriod, ...detailsFrom(savedOf(records, firstPeriod)) }}
              onBack={() => setStep(0)}
              onNext={(parsed, raw) => {
                setDetails({ parsed, raw });
                setStep(2);
              }}
            />
          )}
        </Stack>
      )}
      {step === 2 && classData.data && details && (
        <Stack spacing={1}>
          <Typography color="text.secondary">
            {formatDate(date)}, {formatTimeOfDay(details.parsed.startTime)} · Module {details.parsed.module} ·{' '}
            {details.parsed.topic}
          </Typography>
          {saved && savedPeriod.isPending && <Loading />}
          {saved && savedPeriod.isError && <Alert severity="error">{savedPeriod.error.message}</Alert>}
          {(!saved || savedList) && (
            <AttendanceStep
              students={classData.data.students}
              saved={savedList}
              absent={absent}
              onToggle={toggle}
              saving={save.isPending}
              onBack={() => setStep(1)}
              onSave={() => void saveAttendance()}
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** /class/{className}: the attendance wizard for 'S{n}-{DEPT}-{code}' ('Invalid Link' otherwise). */
export default function ClassPage() {
  const { className = '' } = useParams();
  const of = parseClassName(className);
  usePageTitle(of ? `Attendance ${className}` : 'My Classes');
  if (!of) return <Alert severity="error">{MESSAGES.invalidLink}</Alert>;
  return <AttendanceWizard key={className} of={of} className={className} />;
}
