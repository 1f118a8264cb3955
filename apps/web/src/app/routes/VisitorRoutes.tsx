import { Route, Routes } from 'react-router';
import { pages } from '../pages';

/** The visitor area (docs/rules.md, "Areas and screens"): everything a signed-out person can open. */
export default function VisitorRoutes() {
  return (
    <Routes>
      <Route path="/" element={<pages.VisitorHome />} />
      <Route path="/about" element={<pages.About />} />
      <Route path="/login" element={<pages.Login />} />
      <Route path="/register" element={<pages.Register />} />
      <Route path="/reset-password" element={<pages.ForgotPassword />} />
      <Route path="/reset-password/:token" element={<pages.ResetPassword />} />
      <Route path="/gatepass/view/:id" element={<pages.GatepassView />} />
      <Route path="/logout" element={<pages.Logout />} />
      <Route path="*" element={<pages.NotFound />} />
    </Routes>
  );
}
