import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import { Controller, type Control } from 'react-hook-form';
import { WEEKDAY_LABELS, type Subject, type Weekday } from '@portal/domain';
import type { TimetableDraft } from './draft';

const asTime = (value: string) => (value ? dayjs(`2000-01-01T${value}`) : null);

/** One period of a day: a subject of the class, a start and an end time, and what is wrong with it. */
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
  problems: string[];
  onRemove: () => void;
}) {
  const name = `periodTimings.${dayIndex}.timings.${index}` as const;
  const label = `${WEEKDAY_LABELS[day]} period ${index + 1}`;
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
              id={`${day}-${index}-subject`}
              select
              size="small"
              label="Subject"
              {...field}
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
              <TimePicker
                label={which === 'startTime' ? 'Start' : 'End'}
                value={asTime(field.value)}
                onChange={(value) => field.onChange(value && value.isValid() ? value.format('HH:mm') : '')}
                slotProps={{
                  textField: {
                    size: 'small',
                    id: `${day}-${index}-${which}`,
                    name: `${day}-${index}-${which}`,
                    onBlur: field.onBlur,
                  },
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
      {problems.map((problem) => (
        <Typography key={problem} role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {problem}
        </Typography>
      ))}
    </Box>
  );
}
