import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Navigate } from 'react-router';
import { lazyPage, type Feature, type FeatureRoute } from '../../shell/feature';

const VisitorHome = lazyPage(() => import('./VisitorHomePage'));
const Login = lazyPage(() => import('./LoginPage'));
const Register = lazyPage(() => import('./RegisterPage'));
const ForgotPassword = lazyPage(() => import('./ForgotPasswordPage'));
const ResetPassword = lazyPage(() => import('./ResetPasswordPage'));
const Logout = lazyPage(() => import('./LogoutPage'));

const logoutRoute = { path: '/logout', element: <Logout /> };
// A signed-in user who opens a visitor-only page goes home instead of seeing a second sign-in.
const signedIn: FeatureRoute[] = [
  logoutRoute,
  { path: '/login', element: <Navigate to="/" replace /> },
  { path: '/register', element: <Navigate to="/" replace /> },
];
const logout = [{ label: 'Logout', to: '/logout', icon: <LogoutIcon />, place: 1000 }];

/** The visitor's home with its sign-in form, signing in, registering, resetting a password, signing out. */
export const authFeature: Feature = {
  homes: { visitor: VisitorHome },
  routes: {
    visitor: [
      { path: '/', element: <VisitorHome /> },
      { path: '/login', element: <Login /> },
      { path: '/register', element: <Register /> },
      { path: '/reset-password', element: <ForgotPassword /> },
      { path: '/reset-password/:token', element: <ResetPassword /> },
      logoutRoute,
    ],
    student: signedIn,
    faculty: signedIn,
    admin: signedIn,
    security: signedIn,
    office: signedIn,
  },
  drawer: {
    visitor: [{ label: 'Register', to: '/register', icon: <PersonAddIcon />, place: 30 }],
    student: logout,
    faculty: logout,
    admin: logout,
    security: logout,
    office: logout,
  },
};
