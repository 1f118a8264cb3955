import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { WEEKDAY_LABELS, type Subject, type Weekday } from '@portal/domain';
import { periodFieldId, type DraftProblem, type TimetableDraft } from './draft';

/**
 * One period of a day: a subject of the class, a start and an end time, and what is wrong with it,
 * read out with the field at fault. The times are the browser's own time fields, which take a time
 * typed on the keyboard as well as picked (the phone's wheel), like every time field of the portal.
 */
export function PeriodRow({
  control,
  dayIndex,
  day,
  index,
  subjects,
  problems,
  onRemove,
}: {
  control: Control<TimetableDraft>;
  dayIndex: number;
  day: Weekday;
  index: number;
  subjects: readonly Subject[];
  problems: DraftProblem[];
  onRemove: () => void;
}) {
  const name = `periodTimings.${dayIndex}.timings.${index}` as const;
  const label = `${WEEKDAY_LABELS[day]} period ${index + 1}`;
  const problemsId = `${day}-${index}-problems`;
  /** A field's state: red and described by the period's problems when one of them is its own. */
  const faultOf = (field: DraftProblem['field']) =>
    problems.some((problem) => problem.field === field)
      ? { error: true, 'aria-describedby': problemsId }
      : { 'aria-describedby': problems.length > 0 ? problemsId : undefined };
  return (
    <Box role="group" aria-label={label} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto', md: '2fr 1fr 1fr auto' },
          alignItems: 'center',
        }}
      >
        <Controller
          control={control}
          name={`${name}.subject`}
          render={({ field }) => (
            <TextField
              id={periodFieldId(day, index, 'subject')}
              select
              size="small"
              label="Subject"
              {...field}
              error={faultOf('subject').error}
              slotProps={{
                select: { SelectDisplayProps: { 'aria-describedby': faultOf('subject')['aria-describedby'] } },
              }}
              sx={{ gridColumn: { xs: '1', sm: '1 / span 2', md: '1' }, gridRow: 1 }}
            >
              {subjects.map((subject) => (
                <MenuItem key={subject._id} value={subject.code}>
                  {subject.name} ({subject.code})
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <IconButton
          aria-label={`Remove ${label}`}
          onClick={onRemove}
          sx={{ gridColumn: { xs: 2, sm: 3, md: 4 }, gridRow: 1, justifySelf: 'end' }}
        >
          <DeleteIcon />
        </IconButton>
        {(['startTime', 'endTime'] as const).map((which) => (
          <Controller
            key={which}
            control={control}
            name={`${name}.${which}`}
            render={({ field }) => (
              <TextField
                {...field}
                id={periodFieldId(day, index, which)}
                type="time"
                size="small"
                label={which === 'startTime' ? 'Start' : 'End'}
                error={faultOf(which).error}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { 'aria-describedby': faultOf(which)['aria-describedby'] },
                }}
                sx={{
                  gridColumn: {
                    xs: '1 / span 2',
                    sm: which === 'startTime' ? '1' : '2',
                    md: which === 'startTime' ? '2' : '3',
                  },
                  gridRow: { xs: which === 'startTime' ? 2 : 3, sm: 2, md: 1 },
                }}
              />
            )}
          />
        ))}
      </Box>
      <Box id={problemsId}>
        {problems.map((problem) => (
          <Typography key={problem.message} role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
            {problem.message}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
