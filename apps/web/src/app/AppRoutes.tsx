import { Suspense } from 'react';
import { STORAGE_KEYS, ALL_USER_TYPES, type AnyUserType, type CurrentUser } from '@portal/domain';
import { AppLayout } from '../shell/AppLayout';
import { Loading } from '../shell/Loading';
import type { NavItem } from '../shell/NavList';
import { getToken } from '../shell/api';
import { useSession } from '../shell/session';
import { lazyPage, pages, type Page } from './pages';
import { adminNav, facultyNav, officeNav, securityNav, studentNav, visitorNav } from './navigation';

/** One route tree per area, picked by the signed-in user's type (owner uses admin). */
interface Area {
  routes: Page;
  /** The screen at '/', fetched together with the routes on a first visit. */
  home: Page;
  nav: (user: CurrentUser) => NavItem[];
}

const adminRoutes = lazyPage(() => import('./routes/AdminRoutes'));
const areas: Record<AnyUserType, Area> = {
  student: { routes: lazyPage(() => import('./routes/StudentRoutes')), home: pages.UserHome, nav: studentNav },
  faculty: { routes: lazyPage(() => import('./routes/FacultyRoutes')), home: pages.UserHome, nav: () => facultyNav },
  admin: { routes: adminRoutes, home: pages.UserHome, nav: () => adminNav },
  owner: { routes: adminRoutes, home: pages.UserHome, nav: () => adminNav },
  security: { routes: lazyPage(() => import('./routes/SecurityRoutes')), home: pages.Scan, nav: () => securityNav },
  office: { routes: lazyPage(() => import('./routes/OfficeRoutes')), home: pages.UserHome, nav: () => officeNav },
};

const VisitorRoutes = lazyPage(() => import('./routes/VisitorRoutes'));

/**
 * Called before the app's first render: fetches the area's routes (and, on '/', its home screen) in
 * parallel with the current-user call, instead of one after the other once the user is known. The
 * area of a signed-in browser is the one it last showed, remembered beside the token; a wrong guess
 * only costs a download (docs/benchmarks.md, "The first page").
 */
export function preloadFirstScreen(): void {
  const atHome = window.location.pathname === '/';
  if (!getToken()) {
    void VisitorRoutes.preload();
    if (atHome) void pages.VisitorHome.preload();
    return;
  }
  const remembered = localStorage.getItem(STORAGE_KEYS.area);
  const area = ALL_USER_TYPES.find((type) => type === remembered);
  if (!area) return;
  void areas[area].routes.preload();
  if (atHome) void areas[area].home.preload();
}

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
