import PersonIcon from '@mui/icons-material/Person';
import { lazyPage, type Feature } from '../../shell/feature';
import { profilePath } from './paths';

const Profile = lazyPage(() => import('./ProfilePage'));
const UpdateProfile = lazyPage(() => import('./UpdateProfilePage'));

/**
 * Profiles: the student's own (with the photo and the edit form); faculty and admins open their own
 * from the notification bell's E-mail settings, for their e-mail choices.
 */
export const usersFeature: Feature = {
  routes: {
    student: [
      { path: '/user/:user', element: <Profile /> },
      { path: '/updateprofile', element: <UpdateProfile /> },
    ],
    faculty: [{ path: '/user/:user', element: <Profile /> }],
    admin: [{ path: '/user/:user', element: <Profile /> }],
  },
  drawer: {
    student: [{ label: 'Profile', to: profilePath, icon: <PersonIcon />, place: 60 }],
  },
  homeLinks: {
    student: [{ label: 'Profile', to: profilePath, place: 60 }],
  },
};
