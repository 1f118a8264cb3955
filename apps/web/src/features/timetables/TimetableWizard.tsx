import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import {
  DEPARTMENTS,
  MESSAGES,
  SERVER_MESSAGES,
  SEMESTERS,
  WEEKDAY_LABELS,
  semesterLabel,
  timetableForm,
  type BusyPeriod,
  type Subject,
  type TimetableForm,
  type Weekday,
} from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { fieldError } from '../../shell/fieldError';
import { notify } from '../../shell/notify';
import { TimetableView } from '../../kit/timetables/TimetableView';
import { useClassSubjects, useClassTimetable } from '../../kit/timetables/timetableApi';
import { draftProblems, periodFieldId, type DraftProblem, type TimetableDraft } from './draft';
import { PeriodRow } from './PeriodRow';
import { useBusyPeriods, useSaveTimetable } from './timetableApi';

const STEPS = ['Department & Semester', 'Period timings', 'Review timetable'];
const resolver = zodResolver(timetableForm as unknown as z.ZodType<TimetableForm, TimetableDraft>);

function DayPeriods({
  control,
  dayIndex,
  day,
  subjects,
  problems,
}: {
  control: Control<TimetableDraft, unknown, TimetableForm>;
  dayIndex: number;
  day: Weekday;
  subjects: readonly Subject[];
  problems: DraftProblem[];
}) {
  const periods = useFieldArray({
    control: control as unknown as Control<TimetableDraft>,
    name: `periodTimings.${dayIndex}.timings`,
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`day-${day}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={`day-${day}`} component="h3" variant="h6">
          {WEEKDAY_LABELS[day]}
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => periods.append({ subject: '', startTime: '', endTime: '' })}
          aria-label={`Add period on ${WEEKDAY_LABELS[day]}`}
        >
          Add period
        </Button>
      </Stack>
      {periods.fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {MESSAGES.noPeriodsAdded}
        </Typography>
      ) : (
        periods.fields.map((field, index) => (
          <PeriodRow
            key={field.id}
            control={control as unknown as Control<TimetableDraft>}
            dayIndex={dayIndex}
            day={day}
            index={index}
            subjects={subjects}
            problems={problems.filter((problem) => problem.day === day && problem.index === index)}
            onRemove={() => periods.remove(index)}
          />
        ))
      )}
    </Paper>
  );
}

/** Puts the keyboard on the field of the first problem (the page's order), or on Next's own alert. */
function focusProblem(problem: DraftProblem | undefined): void {
  const field = problem?.field && document.getElementById(periodFieldId(problem.day, problem.index, problem.field));
  // A select's id is on its hidden input; the keyboard goes to the box that opens the list.
  const target =
    field && field.getAttribute('aria-hidden') === 'true'
      ? field.parentElement?.querySelector<HTMLElement>('[role="combobox"]')
      : field;
  (target ?? document.getElementById(NEXT_ALERT_ID))?.focus();
}

const NEXT_ALERT_ID = 'timetable-fix-first';

/** Why Next stayed: the periods in red, and a timetable without any. */
function stoppedBecause(problems: readonly DraftProblem[]): string {
  const inPeriods = problems.filter((problem) => problem.index >= 0).length;
  return [
    inPeriods === 1 ? 'Fix the problem shown in red before going on.' : null,
    inPeriods > 1 ? `Fix the ${inPeriods} problems shown in red before going on.` : null,
    inPeriods < problems.length ? `${SERVER_MESSAGES.noPeriods}.` : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The timetable wizard (/timetable/new, and Edit on a timetable): Department & Semester, Period
 * timings (Monday to Friday, each period a subject of the class with its times), Review timetable;
 * then Create Timetable, Confirm, and a thank-you. Every rule the server keeps is shown beside its
 * period as it is typed, clashes with other classes' teachers included, and Next does not leave the
 * periods while one is wrong: it stays, says so, and puts the keyboard on the first field at fault.
 */
export function TimetableWizard({ initial, timetableId }: { initial: TimetableDraft; timetableId?: string }) {
  const [step, setStep] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<{ id: string; name: string } | null>(null);
  const form = useForm<TimetableDraft, unknown, TimetableForm>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const draft = useWatch({ control: form.control }) as TimetableDraft;
  const { department, semester } = draft.semesterDepartment;
  // The class as the API takes it: no department until one is chosen.
  const classDepartment = DEPARTMENTS.find((name) => name === department);
  const classTimetable = useClassTimetable(classDepartment, semester);
  const subjectsQuery = useClassSubjects(classDepartment, semester);
  const subjects = useMemo(() => subjectsQuery.data ?? [], [subjectsQuery.data]);
  const existingElsewhere = !timetableId && Boolean(classTimetable.data);
  const busy = useBusyPeriods(classDepartment, semester, timetableId, step > 0);
  const problems = useMemo(
    () => draftProblems(draft, subjects, busy.data ?? ([] as BusyPeriod[])),
    [draft, subjects, busy.data],
  );
  const save = useSaveTimetable(timetableId);
  const className = `${semesterLabel(semester)} ${department}`;

  const [stopped, setStopped] = useState(false);
  const next = async () => {
    if (step === 0 && !(await form.trigger('semesterDepartment'))) return;
    if (step === 1) {
      // The clash check needs the other classes' periods: wait for them if they are still coming.
      const others = busy.data ?? (await busy.refetch()).data ?? [];
      const found = draftProblems(draft, subjects, others);
      if (found.length > 0) {
        setStopped(true);
        // After the alert has rendered, for the case where no field is at fault.
        requestAnimationFrame(() => focusProblem(found[0]));
        return;
      }
    }
    setStopped(false);
    setStep(step + 1);
  };
  const submit = form.handleSubmit(
    async (values) => {
      try {
        const answer = await save.mutateAsync(values);
        notify.success(timetableId ? (answer.msg ?? MESSAGES.timetableCreated) : MESSAGES.timetableCreated);
        setSaved({ id: answer.data._id, name: className });
      } catch (error) {
        notify.error(failureMessage(error, MESSAGES.error));
      }
      setConfirming(false);
    },
    () => {
      setConfirming(false);
      notify.error(MESSAGES.error);
    },
  );

  if (saved) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
        <Typography component="h2" variant="h5">
          Thank you!
        </Typography>
        <Typography>
          The timetable of {saved.name} is saved. Students and faculty of the class can see it now.
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to={`/timetable/${saved.id}`} variant="contained">
            View timetable
          </Button>
          <Button component={RouterLink} to="/timetable">
            All timetables
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {STEPS[step]}
      </Typography>
      {step === 0 && (
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <Controller
            control={form.control}
            name="semesterDepartment.department"
            render={({ field, fieldState }) => (
              <TextField
                id="timetable-department"
                select
                label="Department"
                {...field}
                {...fieldError(fieldState.error)}
                disabled={Boolean(timetableId)}
              >
                {DEPARTMENTS.map((item) => (
                  <MenuItem key={item} value={item}>
                    {item}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="semesterDepartment.semester"
            render={({ field, fieldState }) => (
              <TextField
                id="timetable-semester"
                select
                label="Semester"
                {...field}
                {...fieldError(fieldState.error)}
                disabled={Boolean(timetableId)}
              >
                {SEMESTERS.map((item) => (
                  <MenuItem key={item} value={item}>
                    {semesterLabel(item)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {existingElsewhere && (
            <Alert severity="warning">This class already has a timetable: open it from the list to edit it.</Alert>
          )}
          {!subjectsQuery.isPending && subjects.length === 0 && (
            <Alert severity="info">{MESSAGES.noSubjects} Add the class's subjects first.</Alert>
          )}
        </Stack>
      )}
      {step === 1 && (
        <Stack spacing={2}>
          {draft.periodTimings.map((entry, dayIndex) => (
            <DayPeriods
              key={entry.day}
              control={form.control}
              dayIndex={dayIndex}
              day={entry.day}
              subjects={subjects}
              problems={problems}
            />
          ))}
          {stopped && problems.length > 0 && (
            <Alert id={NEXT_ALERT_ID} tabIndex={-1} severity="error">
              {stoppedBecause(problems)}
            </Alert>
          )}
        </Stack>
      )}
      {step === 2 && (
        <Stack spacing={2}>
          <Typography variant="subtitle1">{className}</Typography>
          <TimetableView
            days={draft.periodTimings.map((entry) => ({
              day: entry.day,
              timings: entry.timings
                .filter((period) => period.subject && period.startTime && period.endTime)
                .map((period) => ({
                  ...period,
                  name: subjects.find((subject) => subject.code === period.subject)?.name,
                }))
                .sort((a, b) => a.startTime.localeCompare(b.startTime)),
            }))}
          />
          {problems.length > 0 && (
            <Alert severity="error" role="alert">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Fix these before creating the timetable:
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {problems.map((problem) => (
                  <li key={`${problem.day}-${problem.index}-${problem.message}`}>
                    {problem.index >= 0 ? `${WEEKDAY_LABELS[problem.day]} period ${problem.index + 1}: ` : ''}
                    {problem.message}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
        </Stack>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
          Previous
        </Button>
        {step < 2 ? (
          <Button variant="contained" onClick={() => void next()} disabled={step === 0 && existingElsewhere}>
            Next
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => setConfirming(true)}
            disabled={problems.length > 0 || busy.isPending}
          >
            {timetableId ? 'Save Timetable' : 'Create Timetable'}
          </Button>
        )}
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="timetable-confirm-title"
        aria-describedby="timetable-confirm-text"
      >
        <DialogTitle id="timetable-confirm-title">Confirm timetable</DialogTitle>
        <DialogContent>
          <DialogContentText id="timetable-confirm-text">Save this timetable for {className}?</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" loading={save.isPending} onClick={() => void submit()}>
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
