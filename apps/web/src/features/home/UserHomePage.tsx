import { usePageTitle } from '../../shell/pageTitle';
import { useCurrentUser } from '../../shell/session';
import { FacultyDashboard } from './FacultyDashboard';
import { StudentDashboard } from './StudentDashboard';

/** The student's and the faculty's dashboard at '/'. */
export default function UserHomePage() {
  const user = useCurrentUser();
  usePageTitle('Dashboard');
  return user.type === 'student' ? <StudentDashboard /> : <FacultyDashboard />;
}
