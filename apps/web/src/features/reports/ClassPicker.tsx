import { useEffect } from 'react';
import TextField from '@mui/material/TextField';
import { DEPARTMENTS, SEMESTERS, semesterLabel, type Department } from '@portal/domain';
import { useCurrentUser } from '../../shell/session';
import { useTaughtClasses, type ReportClass } from './reportsApi';

/** A select drawn by the browser (a phone's own picker), its label always above. */
export const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The departments as a native select's options. */
export const departmentOptions = DEPARTMENTS.map((item) => (
  <option key={item} value={item}>
    {item}
  </option>
));
const classKey = (of: ReportClass) => `${of.department}-${of.semester}`;

/**
 * The class a report is of: a faculty member picks one of the classes taught this term (the first
 * is chosen to start with), an admin any department and semester.
 */
export function ClassPicker({ value, onChange }: { value: ReportClass | null; onChange: (next: ReportClass) => void }) {
  const user = useCurrentUser();
  const faculty = user.type === 'faculty';
  const taught = useTaughtClasses(faculty);
  const first = taught.data?.[0];
  useEffect(() => {
    if (faculty && !value && first) onChange(first);
  }, [faculty, value, first, onChange]);

  if (faculty) {
    const classes = taught.data ?? [];
    // A class opened by its link stays on offer even when it is not among this term's.
    const options = value && !classes.some((one) => classKey(one) === classKey(value)) ? [value, ...classes] : classes;
    return (
      <TextField
        select
        label="Class"
        size="small"
        value={value ? classKey(value) : ''}
        onChange={(event) => onChange(options.find((one) => classKey(one) === event.target.value)!)}
        slotProps={nativeSelect}
        sx={{ minWidth: 180 }}
        helperText={taught.data && classes.length === 0 ? 'You teach no class this term' : undefined}
      >
        {!value && <option value="">Choose a class</option>}
        {options.map((one) => (
          <option key={classKey(one)} value={classKey(one)}>
            {one.department} {semesterLabel(one.semester)}
          </option>
        ))}
      </TextField>
    );
  }
  const department = value?.department ?? 'CSE';
  const semester = value?.semester ?? 1;
  return (
    <>
      <TextField
        select
        label="Department"
        size="small"
        value={value?.department ?? ''}
        onChange={(event) => onChange({ department: event.target.value as Department, semester })}
        slotProps={nativeSelect}
        sx={{ minWidth: 140 }}
      >
        {!value && <option value="">Choose</option>}
        {departmentOptions}
      </TextField>
      <TextField
        select
        label="Semester"
        size="small"
        value={value?.semester ?? ''}
        onChange={(event) => onChange({ department, semester: Number(event.target.value) })}
        slotProps={nativeSelect}
        sx={{ minWidth: 120 }}
      >
        {!value && <option value="">Choose</option>}
        {SEMESTERS.map((item) => (
          <option key={item} value={item}>
            {semesterLabel(item)}
          </option>
        ))}
      </TextField>
    </>
  );
}

/** The class in the address (`?department=CSE&semester=5`), or null. */
export function classFromSearch(params: URLSearchParams): ReportClass | null {
  const department = params.get('department')?.toUpperCase();
  const semester = Number(params.get('semester'));
  return (DEPARTMENTS as readonly string[]).includes(department ?? '') &&
    (SEMESTERS as readonly number[]).includes(semester)
    ? { department: department as Department, semester }
    : null;
}
