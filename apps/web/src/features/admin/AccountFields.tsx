import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { DEPARTMENTS, YEARS, yearLabel } from '@portal/domain';
import { fieldError } from '../../shell/fieldError';

/** The fields of a student's or faculty member's place in the college, shared by the add and edit forms. */
export type AccountFieldName = 'department' | 'currentYear' | 'passoutYear' | 'rollNo' | 'joiningYear';

/** Fields typed as text but read as numbers carry react-hook-form's wider error type; the message is all that is shown. */
export const shownError = (error: unknown) => fieldError(error as FieldError | undefined);

export const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const numeric = { htmlInput: { inputMode: 'numeric' } } as const;

/**
 * Department, roll number (a faculty member's internal id), and the years a type needs: a student's
 * current and passout year, a faculty member's joining year. `field` binds a name to its form;
 * `passoutChoices` makes the passout year a choice (a new student) instead of typed (an existing one).
 */
export function AccountFields({
  type,
  field,
  passoutChoices,
}: {
  type: string;
  field: (name: AccountFieldName) => UseFormRegisterReturn & { error: boolean; helperText?: string };
  passoutChoices?: number[];
}) {
  const student = type === 'student';
  const faculty = type === 'faculty';
  if (!student && !faculty) return null;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('department')} select label="Department" required fullWidth slotProps={nativeSelect}>
          <option value="">Choose</option>
          {DEPARTMENTS.map((department) => (
            <option key={department} value={department}>
              {department}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...field('rollNo')}
          label={faculty ? 'Internal id' : 'Roll number'}
          required
          fullWidth
          slotProps={numeric}
        />
      </Grid>
      {student && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('currentYear')}
              select
              label="Current year"
              required
              fullWidth
              slotProps={nativeSelect}
            >
              <option value="">Choose</option>
              {YEARS.map((year) => (
                <option key={year} value={year}>
                  {yearLabel(year)}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {passoutChoices ? (
              <TextField
                {...field('passoutYear')}
                select
                label="Passout year"
                required
                fullWidth
                slotProps={nativeSelect}
              >
                <option value="">Choose</option>
                {passoutChoices.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </TextField>
            ) : (
              <TextField {...field('passoutYear')} label="Passout year" required fullWidth slotProps={numeric} />
            )}
          </Grid>
        </>
      )}
      {faculty && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('joiningYear')} label="Joining year" required fullWidth slotProps={numeric} />
        </Grid>
      )}
    </>
  );
}
