import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Link as RouterLink } from 'react-router';
import type { Department } from '@portal/domain';
import { useFacultyClasses } from './attendanceApi';

/**
 * From a class's dashboard back to what the member does there (docs/rules.md, "Areas and screens"):
 * the attendance of each subject of the class the member teaches (an HOD: every subject). Nothing
 * for a member who teaches none of them.
 */
export default function ClassAttendanceLinks({ department, semester }: { department: Department; semester: number }) {
  const taught = useFacultyClasses();
  const here = (taught.data ?? []).filter(
    ({ subject }) => subject.department === department && subject.semester === semester,
  );
  if (here.length === 0) return null;
  return (
    <Stack
      component="nav"
      aria-label="Your subjects in this class"
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {here.map((row) => (
        <Button
          key={row.className}
          component={RouterLink}
          to={`/class/${row.className}`}
          size="small"
          variant="outlined"
          startIcon={<FactCheckIcon />}
        >
          Attendance of {row.subject.name}
        </Button>
      ))}
    </Stack>
  );
}
