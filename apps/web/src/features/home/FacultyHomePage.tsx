import { usePageTitle } from '../../shell/pageTitle';
import { FacultyDashboard } from './FacultyDashboard';

/** The faculty's dashboard at '/'. */
export default function FacultyHomePage() {
  usePageTitle('Dashboard');
  return <FacultyDashboard />;
}
