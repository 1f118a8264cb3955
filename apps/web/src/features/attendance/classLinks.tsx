import Button from '@mui/material/Button';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Link as RouterLink } from 'react-router';
import { semesterLabel, type Department } from '@portal/domain';
import { classPath } from '../departments';

/**
 * The class dashboard of an attendance page's class (docs/rules.md, "Areas and screens"): the way
 * from a subject's attendance to the class's board, marks, notes and timetable.
 */
export function ClassDashboardLink({ of }: { of: { department: Department; semester: number } }) {
  const name = `${of.department} ${semesterLabel(of.semester)}`;
  return (
    <Button
      component={RouterLink}
      to={classPath(of.department, of.semester)}
      startIcon={<DashboardIcon />}
      aria-label={`Class dashboard of ${name}`}
      sx={{ mb: 2 }}
    >
      Class dashboard
    </Button>
  );
}
