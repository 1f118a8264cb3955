import { createContext, createElement, lazy, useContext, useState, type ComponentType, type ReactNode } from 'react';
import type { AnyUserType, CurrentUser } from '@portal/domain';

/**
 * How a feature plugs into the app (docs/architecture.md, "Web features"): each feature's index file
 * exports one `Feature` naming its routes, drawer entries and home links for each area, and the app
 * lists the features once (src/app/features.ts). Adding a feature touches its own folder and that list.
 */

/** Who the screen is for: a visitor, or a signed-in user's area (the owner uses the admin's). */
export type Area = Exclude<AnyUserType, 'owner'> | 'visitor';

export const AREAS_BY_TYPE: readonly Area[] = ['visitor', 'student', 'faculty', 'admin', 'security', 'office'];

export const areaOf = (user: CurrentUser | null): Area =>
  user ? (user.type === 'owner' ? 'admin' : user.type) : 'visitor';

/** A code-split screen that can also be fetched ahead of its first render. */
export type Page = ComponentType & { preload: () => Promise<unknown> };

/**
 * A code-split screen. Once its code has arrived (fetched ahead with `preload`, or shown before), it
 * renders at once: React's own lazy component would still suspend for a moment on its first render,
 * and the first screen would show the loading spinner in between (docs/benchmarks.md, "The first page").
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>): Page => {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function LazyPage() {
    // Chosen once per mount: switching from one to the other later would mount the screen anew.
    const [screen] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(screen);
  }
  return Object.assign(LazyPage, { preload });
};

export interface FeatureRoute {
  path: string;
  element: ReactNode;
}

/** An entry of the drawer or of the signed-in home's quick links. */
export interface FeatureLink {
  label: string;
  /** Where it goes; the user's own profile depends on the user. */
  to: string | ((user: CurrentUser) => string);
  icon?: ReactNode;
  /** Where it sits among the area's entries (the order of docs/rules.md), lowest first. */
  place: number;
  /** Shown only when this says so (the student's Feedback and Payment follow the feature switches). */
  shownTo?: (user: CurrentUser) => boolean;
  /** Beside the label, such as a count of requests waiting; it describes the entry (NavList). */
  Badge?: ComponentType<{ id: string }>;
}

export interface Feature {
  routes?: Partial<Record<Area, FeatureRoute[]>>;
  drawer?: Partial<Record<Area, FeatureLink[]>>;
  homeLinks?: Partial<Record<Area, FeatureLink[]>>;
  /** The screen at '/' of an area, fetched early on a first visit (app/AppRoutes.tsx). */
  homes?: Partial<Record<Area, Page>>;
}

/** A link made concrete for the signed-in user. */
export interface ResolvedLink extends Omit<FeatureLink, 'to' | 'shownTo' | 'place'> {
  to: string;
}

/** The links of one area that the user may see, in their places, with their targets worked out. */
export function linksFor(
  features: Feature[],
  pick: (feature: Feature) => FeatureLink[] | undefined,
  user: CurrentUser | null,
): ResolvedLink[] {
  return features
    .flatMap((feature) => pick(feature) ?? [])
    .filter((link) => !user || !link.shownTo || link.shownTo(user))
    .sort((a, b) => a.place - b.place)
    .map(({ to, shownTo: _shownTo, place: _place, ...rest }) => ({
      ...rest,
      to: typeof to === 'function' ? to(user!) : to,
    }));
}

/** The signed-in home's quick links, provided by the app for the user's area. */
export const HomeLinksContext = createContext<ResolvedLink[]>([]);
export const useHomeLinks = (): ResolvedLink[] => useContext(HomeLinksContext);
