import { lazyPage, type Feature, type FeatureRoute } from '../../shell/feature';

export { classPath, departmentPath } from './departmentLink';

const Department = lazyPage(() => import('./DepartmentPage'));
const Class = lazyPage(() => import('./ClassPage'));
const EnterMarks = lazyPage(() => import('./EnterMarksPlaceholder'));

/** The same two routes serve every area that has departments; each page shows what the area sees. */
const routes: FeatureRoute[] = [
  { path: '/departments/:department', element: <Department /> },
  { path: '/departments/:department/:semester', element: <Class /> },
];

/** Departments and their classes: S1-S8 of a department, and one class's roster. */
export const departmentsFeature: Feature = {
  routes: {
    admin: routes,
    faculty: [...routes, { path: '/departments/:department/:semester/entermarks', element: <EnterMarks /> }],
  },
};
