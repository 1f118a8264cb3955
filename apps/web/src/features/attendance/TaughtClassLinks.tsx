import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DEPARTMENTS, semesterLabel, type Department, type FacultyClass } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { useSession } from '../../shell/session';
import { classPath, departmentPath } from '../departments';
import { useFacultyClasses } from './attendanceApi';

/** Each class (a department and a semester) once, in the order of the departments and semesters. */
export function classesOf(rows: readonly FacultyClass[]): { department: Department; semester: number }[] {
  const seen = new Map<string, { department: Department; semester: number }>();
  for (const { subject } of rows) seen.set(`${subject.department} ${subject.semester}`, subject);
  return [...seen.values()].sort(
    (a, b) => DEPARTMENTS.indexOf(a.department) - DEPARTMENTS.indexOf(b.department) || a.semester - b.semester,
  );
}

/**
 * The dashboards of the classes the member teaches this term (docs/rules.md, "Areas and screens"),
 * and an HOD's department with its eight semesters: on the faculty's dashboard and My Classes.
 */
export default function TaughtClassLinks() {
  const { user } = useSession();
  const taught = useFacultyClasses();
  if (taught.isPending) return <Loading />;
  const classes = classesOf(taught.data ?? []);
  const hodOf = user?.isHOD ? user.department : null;
  if (classes.length === 0 && !hodOf) return <Typography color="text.secondary">No classes this term</Typography>;
  return (
    <Stack
      component="nav"
      aria-label="Class dashboards"
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap' }}
    >
      {hodOf && (
        <Button component={RouterLink} to={departmentPath(hodOf)} variant="contained">
          All classes of {hodOf}
        </Button>
      )}
      {classes.map(({ department, semester }) => (
        <Button
          key={`${department}-${semester}`}
          component={RouterLink}
          to={classPath(department, semester)}
          variant="outlined"
        >
          {department} {semesterLabel(semester)}
        </Button>
      ))}
    </Stack>
  );
}
