import { Navigate, Route } from 'react-router';
import { pages } from '../pages';

/**
 * Routes every signed-in area shares: /logout, and the visitor-only pages sending a
 * signed-in user home instead of showing a second sign-in.
 */
export const signedInCommonRoutes = [
  <Route key="logout" path="/logout" element={<pages.Logout />} />,
  <Route key="login" path="/login" element={<Navigate to="/" replace />} />,
  <Route key="register" path="/register" element={<Navigate to="/" replace />} />,
  <Route key="not-found" path="*" element={<pages.NotFound />} />,
];
