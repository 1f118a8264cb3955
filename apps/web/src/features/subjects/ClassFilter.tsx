import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEPARTMENTS, SEMESTERS, semesterLabel } from '@portal/domain';

/** Department and semester filters ('All' for either). */
export function ClassFilter({
  department,
  semester,
  onChange,
}: {
  department: string;
  semester: number | '';
  onChange: (next: { department: string; semester: number | '' }) => void;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <TextField
        id="subjects-department"
        select
        size="small"
        label="Department"
        value={department}
        onChange={(event) => onChange({ department: event.target.value, semester })}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">All</MenuItem>
        {DEPARTMENTS.map((item) => (
          <MenuItem key={item} value={item}>
            {item}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="subjects-semester"
        select
        size="small"
        label="Semester"
        value={semester}
        onChange={(event) =>
          onChange({ department, semester: event.target.value === '' ? '' : Number(event.target.value) })
        }
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="">All</MenuItem>
        {SEMESTERS.map((item) => (
          <MenuItem key={item} value={item}>
            {semesterLabel(item)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
