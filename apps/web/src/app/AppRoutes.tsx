import { Suspense, useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { STORAGE_KEYS } from '@portal/domain';
import { AppLayout } from '../shell/AppLayout';
import { getToken } from '../shell/api';
import { AREAS_BY_TYPE, HomeLinksContext, areaOf, lazyPage, linksFor, type Area } from '../shell/feature';
import { Loading } from '../shell/Loading';
import { LoadBoundary, PageLoadFailed } from '../shell/LoadBoundary';
import { useSession } from '../shell/session';
import { features } from './features';

const NotFound = lazyPage(() => import('../shell/NotFoundPage'));

/**
 * The screens of the user's area (a visitor's when signed out), put together from every feature's
 * routes, drawer entries and home links (src/app/features.ts); anything else is page-not-found.
 */
export function AppRoutes() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const area = areaOf(user);
  const routes = useMemo(() => features.flatMap((feature) => feature.routes?.[area] ?? []), [area]);
  const drawer = useMemo(() => linksFor(features, (feature) => feature.drawer?.[area], user), [area, user]);
  const homeLinks = useMemo(() => linksFor(features, (feature) => feature.homeLinks?.[area], user), [area, user]);
  return (
    <AppLayout navItems={drawer}>
      <HomeLinksContext.Provider value={homeLinks}>
        {/* A screen whose code cannot be had leaves the layout and the drawer; the next address tries again. */}
        <LoadBoundary resetKey={pathname} fallback={<PageLoadFailed />}>
          <Suspense fallback={<Loading />}>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Routes>
          </Suspense>
        </LoadBoundary>
      </HomeLinksContext.Provider>
    </AppLayout>
  );
}

/**
 * Called before the app's first render: on '/', fetches the area's home screen in parallel with the
 * current-user call, instead of after it. The area of a signed-in browser is the one it last showed,
 * remembered beside the token; a wrong guess only costs a download (docs/benchmarks.md, "The first page").
 * Settles once that code is there (or could not be had), for the first render to show the screen at once.
 */
export function preloadFirstScreen(): Promise<unknown> {
  if (window.location.pathname !== '/') return Promise.resolve();
  const remembered = getToken() ? localStorage.getItem(STORAGE_KEYS.area) : 'visitor';
  const area = AREAS_BY_TYPE.find((candidate) => candidate === remembered) as Area | undefined;
  if (!area) return Promise.resolve();
  return Promise.allSettled(features.map((feature) => feature.homes?.[area]?.preload()));
}
