import { Route, Routes } from 'react-router';
import { pages } from '../pages';
import { signedInCommonRoutes } from './signedInRoutes';

/** The faculty area (docs/rules.md, "Areas and screens"); classes, exams and events come with later issues. */
export default function FacultyRoutes() {
  return (
    <Routes>
      <Route path="/" element={<pages.UserHome />} />
      <Route path="/requests" element={<pages.GatepassRequests />} />
      <Route path="/leave" element={<pages.LeaveRequests />} />
      <Route path="/gatepass/view/:id" element={<pages.GatepassView />} />
      {signedInCommonRoutes}
    </Routes>
  );
}
