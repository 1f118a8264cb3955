import type { ComponentType } from 'react';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { DEPARTMENT_NAMES, semesterLabel, type Department } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { areaOf, type Area } from '../../shell/feature';
import { usePageTitle } from '../../shell/pageTitle';
import { useSession } from '../../shell/session';
import { ClassDashboard } from './ClassDashboard';
import { ClassRosterView } from './ClassRosterView';
import { InvalidLink } from './InvalidLink';
import { departmentOf, departmentPath, semesterOf } from './departmentLink';

type ClassView = ComponentType<{ department: Department; semester: number }>;

/**
 * What a class shows in each area. The admin sees the roster; the faculty's class dashboard (its
 * tabs) joins here under 'faculty' at the same route.
 */
const CLASS_VIEWS: Partial<Record<Area, ClassView>> = { admin: ClassRosterView, faculty: ClassDashboard };

function ClassScreen({ department, semester, View }: { department: Department; semester: number; View: ClassView }) {
  usePageTitle(`${department} ${semesterLabel(semester)}`);
  return (
    <>
      <BackButton fallback={departmentPath(department)} />
      <Typography component="h2" variant="h5" gutterBottom>
        {DEPARTMENT_NAMES[department]} · {semesterLabel(semester)}
      </Typography>
      <View department={department} semester={semester} />
    </>
  );
}

/** /departments/{department}/{semester}: one class, as the signed-in user's area shows it. */
export default function ClassPage() {
  const params = useParams();
  const View = CLASS_VIEWS[areaOf(useSession().user)];
  const department = departmentOf(params.department);
  const semester = semesterOf(params.semester);
  if (!department || !semester || !View) return <InvalidLink />;
  return <ClassScreen department={department} semester={semester} View={View} />;
}
