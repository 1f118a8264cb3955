import SubjectIcon from '@mui/icons-material/Subject';
import { lazyPage, type Feature } from '../../shell/feature';

const Subjects = lazyPage(() => import('./SubjectsPage'));
const NewSubject = lazyPage(() => import('./NewSubjectPage'));

/** Subjects: the admin's list, filters, the new-subject form, edit and delete. */
export const subjectsFeature: Feature = {
  routes: {
    admin: [
      { path: '/subjects', element: <Subjects /> },
      { path: '/subject/new', element: <NewSubject /> },
    ],
  },
  drawer: {
    admin: [{ label: 'Subjects', to: '/subjects', icon: <SubjectIcon />, place: 30 }],
  },
  homeLinks: {
    admin: [{ label: 'Subjects', to: '/subjects', place: 30 }],
  },
};
