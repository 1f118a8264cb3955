import { Route, Routes } from 'react-router';
import { pages } from '../pages';
import { signedInCommonRoutes } from './signedInRoutes';

/**
 * The student area (docs/rules.md, "Areas and screens"). The dashboard tabs, feedback and payment
 * come with later issues; until then those paths answer page-not-found.
 */
export default function StudentRoutes() {
  return (
    <Routes>
      <Route path="/" element={<pages.UserHome />} />
      <Route path="/gatepass" element={<pages.GatepassList />} />
      <Route path="/gatepass/new" element={<pages.NewGatepass />} />
      <Route path="/gatepass/view/:id" element={<pages.GatepassView />} />
      <Route path="/leave" element={<pages.LeaveList />} />
      <Route path="/leave/new" element={<pages.NewLeave />} />
      <Route path="/user/:user" element={<pages.Profile />} />
      <Route path="/updateprofile" element={<pages.UpdateProfile />} />
      {signedInCommonRoutes}
    </Routes>
  );
}
