import { usePageTitle } from '../../shell/pageTitle';
import { StudentDashboard } from './StudentDashboard';

/** The student's dashboard at '/'. */
export default function StudentHomePage() {
  usePageTitle('Dashboard');
  return <StudentDashboard />;
}
