import { Suspense, lazy } from 'react';
import Stack from '@mui/material/Stack';
import { Loading } from '../../shell/Loading';
import { usePageTitle } from '../../shell/pageTitle';
import { RenderWhenNear } from '../../kit/visibility/RenderWhenNear';
import { TodayAtAGlance } from '../reports';
import { DepartmentCards } from './DepartmentCards';
import { PendingPanel } from './PendingPanel';
import { useDepartmentSummaries, usePendingSignUps } from './adminApi';

/*
 * The user lists carry the data grid (the largest chunk of the app and the heaviest render of the
 * page): they load after the cards and the sign-ups have painted, and render when the admin scrolls
 * near them (on a desktop they are on the first screen), so the first screen does not wait for them.
 */
const UserLists = lazy(() => import('./UserLists').then((module) => ({ default: module.UserLists })));

const userListsLoading = <Loading label="Loading the user lists" />;

/** The admin's '/': today at a glance, the department cards, the sign-ups awaiting activation, and the user lists. */
export default function DashboardPage() {
  usePageTitle('Users');
  // Where the lists start is known once the cards and the sign-ups above them are in.
  const departments = useDepartmentSummaries();
  const pending = usePendingSignUps();
  const aboveIsIn = !departments.isPending && !pending.isPending;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <TodayAtAGlance />
      <DepartmentCards />
      <PendingPanel />
      {aboveIsIn ? (
        <RenderWhenNear placeholder={userListsLoading}>
          <Suspense fallback={userListsLoading}>
            <UserLists />
          </Suspense>
        </RenderWhenNear>
      ) : (
        userListsLoading
      )}
    </Stack>
  );
}
