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
  type ClassStudent,
  type PeriodTiming,
} from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { Loading } from '../../shell/Loading';
import { formatDate, formatTimeOfDay, formatTimeSpan, todayInInstitute } from '../../shell/dates';
import { fieldError } from '../../shell/fieldError';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { useClassStudents, useSaveAttendance, type ClassOf } from './attendanceApi';
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

function DetailsStep({
  timings,
  onBack,
  onNext,
}: {
  timings: PeriodTiming[];
  onBack: () => void;
  onNext: (details: Details) => void;
}) {
  const form = useForm<DetailsInput, unknown, Details>({
    resolver: formResolver(detailsForm),
    defaultValues: { startTime: timings[0]?.startTime ?? '', module: '', deliveryMode: 'offline', topic: '' },
  });
  const errors = form.formState.errors;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(onNext)} aria-label="Details">
      <Controller
        control={form.control}
        name="startTime"
        render={({ field }) => (
          <TextField select label="Period" required {...field} {...fieldError(errors.startTime)}>
            {timings.map((timing) => (
              <MenuItem key={timing.startTime} value={timing.startTime}>
                {formatTimeSpan(timing.startTime, timing.endTime)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
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

function AttendanceStep({
  students,
  saving,
  onBack,
  onSave,
}: {
  students: ClassStudent[];
  saving: boolean;
  onBack: () => void;
  onSave: (absent: Set<string>) => void;
}) {
  const [absent, setAbsent] = useState<Set<string>>(new Set());
  const toggle = (email: string) =>
    setAbsent((before) => {
      const next = new Set(before);
      if (next.has(email)) next.delete(email);
      else next.add(email);
      return next;
    });
  return (
    <Stack spacing={2}>
      <Typography aria-live="polite">
        {students.length - absent.size} of {students.length} present
      </Typography>
      <FormControl component="fieldset">
        <FormLabel component="legend">Present</FormLabel>
        <FormGroup>
          {students.map((student) => (
            <FormControlLabel
              key={student.email}
              control={<Checkbox checked={!absent.has(student.email)} onChange={() => toggle(student.email)} />}
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
        <Button variant="contained" loading={saving} onClick={() => onSave(absent)} disabled={students.length === 0}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}

function AttendanceWizard({ of, className }: { of: ClassOf; className: string }) {
  const today = useMemo(() => todayInInstitute(), []);
  const [step, setStep] = useState(0);
  const [date, setDate] = useState(today);
  const [details, setDetails] = useState<Details | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const day = step > 0 ? schoolDayOf(date) : null;
  const classData = useClassStudents(of, day);
  const save = useSaveAttendance();
  const timings = (classData.data?.timings ?? []).filter((timing) => timing.subject === of.code);

  const chooseDate = () => {
    const problem = dateProblem(date, today);
    setDateError(problem);
    if (!problem) setStep(1);
  };
  const saveAttendance = async (absent: Set<string>) => {
    const timing = timings.find((candidate) => candidate.startTime === details?.startTime);
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
        module: details.module,
        deliveryMode: details.deliveryMode,
        topic: details.topic,
      });
      notify.success(answer.msg);
      setStep(1);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : MESSAGES.error);
    }
  };

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
      {step > 0 && classData.isPending && <Loading />}
      {step > 0 && classData.isError && <Alert severity="error">{classData.error.message}</Alert>}
      {step === 1 && classData.data && (
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
              key={date}
              timings={timings}
              onBack={() => setStep(0)}
              onNext={(values) => {
                setDetails(values);
                setStep(2);
              }}
            />
          )}
        </Stack>
      )}
      {step === 2 && classData.data && details && (
        <Stack spacing={1}>
          <Typography color="text.secondary">
            {formatDate(date)}, {formatTimeOfDay(details.startTime)} · Module {details.module} · {details.topic}
          </Typography>
          <AttendanceStep
            students={classData.data.students}
            saving={save.isPending}
            onBack={() => setStep(1)}
            onSave={(absent) => void saveAttendance(absent)}
          />
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
