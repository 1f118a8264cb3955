import { Route, Routes } from 'react-router';
import { pages } from '../pages';
import { signedInCommonRoutes } from './signedInRoutes';

/** The admin area, also used by the owner (docs/rules.md, "Areas and screens"); its screens come with later issues. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/" element={<pages.UserHome />} />
      <Route path="/gatepass/view/:id" element={<pages.GatepassView />} />
      {signedInCommonRoutes}
    </Routes>
  );
}
