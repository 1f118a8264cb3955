import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AnyUserType, CurrentUser } from '@portal/domain';
import { AppLayout } from '../shell/AppLayout';
import { Loading } from '../shell/Loading';
import type { NavItem } from '../shell/NavList';
import { useSession } from '../shell/session';
import { adminNav, facultyNav, officeNav, securityNav, studentNav, visitorNav } from './navigation';

/** One route tree per area, picked by the signed-in user's type (owner uses admin). */
interface Area {
  routes: LazyExoticComponent<ComponentType>;
  nav: (user: CurrentUser) => NavItem[];
}

const areas: Record<AnyUserType, Area> = {
  student: { routes: lazy(() => import('./routes/StudentRoutes')), nav: studentNav },
  faculty: { routes: lazy(() => import('./routes/FacultyRoutes')), nav: () => facultyNav },
  admin: { routes: lazy(() => import('./routes/AdminRoutes')), nav: () => adminNav },
  owner: { routes: lazy(() => import('./routes/AdminRoutes')), nav: () => adminNav },
  security: { routes: lazy(() => import('./routes/SecurityRoutes')), nav: () => securityNav },
  office: { routes: lazy(() => import('./routes/OfficeRoutes')), nav: () => officeNav },
};

const VisitorRoutes = lazy(() => import('./routes/VisitorRoutes'));

export function AppRoutes() {
  const { user } = useSession();
  const area = user ? areas[user.type] : undefined;
  const Routes = area?.routes ?? VisitorRoutes;
  const navItems = user && area ? area.nav(user) : visitorNav;
  return (
    <AppLayout navItems={navItems}>
      <Suspense fallback={<Loading />}>
        <Routes />
      </Suspense>
    </AppLayout>
  );
}
