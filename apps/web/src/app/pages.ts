import { lazy } from 'react';

/** Every screen is its own chunk, loaded when its route is first visited. */
export const pages = {
  NotFound: lazy(() => import('../shell/NotFoundPage')),
  VisitorHome: lazy(() => import('../features/home/VisitorHomePage')),
  About: lazy(() => import('../features/home/AboutPage')),
  UserHome: lazy(() => import('../features/home/UserHomePage')),
  Login: lazy(() => import('../features/auth/LoginPage')),
  Register: lazy(() => import('../features/auth/RegisterPage')),
  ForgotPassword: lazy(() => import('../features/auth/ForgotPasswordPage')),
  ResetPassword: lazy(() => import('../features/auth/ResetPasswordPage')),
  Logout: lazy(() => import('../features/auth/LogoutPage')),
  GatepassList: lazy(() => import('../features/gatepass/GatepassListPage')),
  NewGatepass: lazy(() => import('../features/gatepass/NewGatepassPage')),
  GatepassView: lazy(() => import('../features/gatepass/GatepassViewPage')),
  GatepassRequests: lazy(() => import('../features/gatepass/GatepassRequestsPage')),
  Profile: lazy(() => import('../features/users/ProfilePage')),
  UpdateProfile: lazy(() => import('../features/users/UpdateProfilePage')),
  Scan: lazy(() => import('../features/security/ScanPage')),
};
