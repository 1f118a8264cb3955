import { Suspense, lazy } from 'react';
import Stack from '@mui/material/Stack';
import { Loading } from '../../shell/Loading';
import { usePageTitle } from '../../shell/pageTitle';
import { DepartmentCards } from './DepartmentCards';
import { PendingPanel } from './PendingPanel';

/*
 * The user lists carry the data grid (the largest chunk of the app): they load after the cards and
 * the sign-ups have painted, so the dashboard's first screen does not wait for them.
 */
const UserLists = lazy(() => import('./UserLists').then((module) => ({ default: module.UserLists })));

/** The admin's '/': the department cards, the sign-ups awaiting activation, and the user lists. */
export default function DashboardPage() {
  usePageTitle('Users');
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <DepartmentCards />
      <PendingPanel />
      <Suspense fallback={<Loading label="Loading the user lists" />}>
        <UserLists />
      </Suspense>
    </Stack>
  );
}
