import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A code-split screen that can also be fetched ahead of its first render. */
export type Page = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export const lazyPage = (load: () => Promise<{ default: ComponentType }>): Page => Object.assign(lazy(load), { preload: load });

/** Every screen is its own chunk, loaded when its route is first visited. */
export const pages = {
  NotFound: lazyPage(() => import('../shell/NotFoundPage')),
  VisitorHome: lazyPage(() => import('../features/home/VisitorHomePage')),
  About: lazyPage(() => import('../features/home/AboutPage')),
  UserHome: lazyPage(() => import('../features/home/UserHomePage')),
  Login: lazyPage(() => import('../features/auth/LoginPage')),
  Register: lazyPage(() => import('../features/auth/RegisterPage')),
  ForgotPassword: lazyPage(() => import('../features/auth/ForgotPasswordPage')),
  ResetPassword: lazyPage(() => import('../features/auth/ResetPasswordPage')),
  Logout: lazyPage(() => import('../features/auth/LogoutPage')),
  GatepassList: lazyPage(() => import('../features/gatepass/GatepassListPage')),
  NewGatepass: lazyPage(() => import('../features/gatepass/NewGatepassPage')),
  GatepassView: lazyPage(() => import('../features/gatepass/GatepassViewPage')),
  GatepassRequests: lazyPage(() => import('../features/gatepass/GatepassRequestsPage')),
  LeaveList: lazyPage(() => import('../features/leave/LeaveListPage')),
  NewLeave: lazyPage(() => import('../features/leave/NewLeavePage')),
  LeaveRequests: lazyPage(() => import('../features/leave/LeaveRequestsPage')),
  Profile: lazyPage(() => import('../features/users/ProfilePage')),
  UpdateProfile: lazyPage(() => import('../features/users/UpdateProfilePage')),
  Scan: lazyPage(() => import('../features/security/ScanPage')),
};
