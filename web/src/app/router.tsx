import type { ComponentType } from 'react';
import { matchRoutes, Navigate, Outlet, type Params, type RouteObject } from 'react-router-dom';
import { ROLES } from '@campuseats/common/roles';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import { counted } from '@/lib/callsInFlight';
import { REDIRECTS, SCREEN_NAMES, SCREENS, type Access, type ScreenName } from '@/lib/routes';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';
import { RequireAuth } from './RequireAuth';
import type { StaffScreenName } from './staffScreens';

const staffScreen = async (name: StaffScreenName) => (await import('./staffScreens')).STAFF_SCREEN_CODE[name]();

// Every screen is its own chunk, never imported statically here: a student downloads only the page they open.
const SCREEN_CODE: Record<ScreenName, () => Promise<ComponentType>> = {
  login: async () => (await import('@/features/account/components/LoginPage')).LoginPage,
  signup: async () => (await import('@/features/account/components/SignupForm')).SignupForm,
  home: async () => (await import('@/features/landing/components/LandingPage')).LandingPage,
  restaurants: async () => (await import('@/features/restaurants/components/RestaurantsPage')).RestaurantsPage,
  restaurantMenu: async () => (await import('@/features/restaurants/components/RestaurantMenuPage')).RestaurantMenuPage,
  cart: async () => (await import('@/features/cart/components/CartPage')).CartPage,
  checkout: async () => (await import('@/features/checkout/components/CheckoutPage')).CheckoutPage,
  orders: async () => (await import('@/features/orders/components/OrdersPage')).OrdersPage,
  // Live screens (they load Firestore and reactfire with their own chunk): tracking, and the staff consoles.
  orderTracking: async () => (await import('@/features/tracking/components/OrderTrackingPage')).OrderTrackingPage,
  profile: async () => (await import('@/features/profile/components/ProfilePage')).ProfilePage,
  terms: async () => (await import('@/features/pages/components/TermsPage')).TermsPage,
  privacy: async () => (await import('@/features/pages/components/PrivacyPage')).PrivacyPage,
  about: async () => (await import('@/features/pages/components/AboutPage')).AboutPage,
  team: async () => (await import('@/features/pages/components/TeamPage')).TeamPage,
  careers: async () => (await import('@/features/pages/components/CareersPage')).CareersPage,
  support: async () => (await import('@/features/pages/components/SupportPage')).SupportPage,
  vendorDashboard: () => staffScreen('vendorDashboard'),
  vendorMenu: () => staffScreen('vendorMenu'),
  adminDashboard: () => staffScreen('adminDashboard'),
  adminUsers: () => staffScreen('adminUsers'),
  adminAudit: () => staffScreen('adminAudit'),
  counterBoard: async () => (await import('@/features/board/components/CounterBoardPage')).CounterBoardPage,
};

const restaurantsApi = () => import('@/features/restaurants/api/restaurants');
const signedInQueries = () => import('@/lib/query/signedInQueries');
const trackingApi = () => import('@/features/tracking/api/orders');

// Screens start their requests from their route's loader, beside their code (docs/decisions/0013-hydrated-prerendering.md):
// the API's public data at once, a student's as soon as Auth names them. Until their code has arrived they count as calls
// in flight, which the header's live parts wait out.
const SCREEN_REQUESTS: Partial<Record<ScreenName, (url: URL, params: Params) => Promise<void>>> = {
  restaurants: async (url) => (await restaurantsApi()).startRestaurants(url.searchParams),
  restaurantMenu: async (_url, params) => (await restaurantsApi()).startRestaurantDetail(params.id ?? ''),
  checkout: async () => {
    const { startSignedInRead, addressesQuery } = await signedInQueries();
    startSignedInRead(addressesQuery);
  },
  profile: async () => {
    const { startSignedInRead, profileQuery, addressesQuery } = await signedInQueries();
    startSignedInRead(profileQuery);
    startSignedInRead(addressesQuery);
  },
  orderTracking: async (_url, { id = '' }) => {
    const [{ startSignedInRead }, { trackedOrderQuery }] = await Promise.all([signedInQueries(), trackingApi()]);
    startSignedInRead((uid) => trackedOrderQuery(uid, id));
  },
};

/** The loader of a screen with requests to start. */
function loaderOf(name: ScreenName): RouteObject['loader'] {
  const start = SCREEN_REQUESTS[name];
  if (!start) return undefined;
  return async ({ request, params }) => {
    await counted(start(new URL(request.url), params));
    return null;
  };
}

// The browse pages' first download has no room for TanStack Query; every other screen loads its cache beside its code (docs/decisions/0015-tanstack-query.md).
const WITHOUT_QUERIES: ReadonlySet<ScreenName> = new Set(['home', 'restaurants', 'restaurantMenu']);
// The module screenWithQueries loads beside the screen, by file name (for the build's preloads).
const QUERY_LAYER_MODULE = 'QueryLayer';

async function screenWithQueries(name: ScreenName): Promise<ComponentType> {
  const [Screen, { QueryLayer }] = await Promise.all([SCREEN_CODE[name](), import('@/lib/query/QueryLayer')]);
  function ScreenReadingTheApi() {
    return (
      <QueryLayer>
        <Screen />
      </QueryLayer>
    );
  }
  // The build finds the screen's chunk by its component's name (prerenderedRoutesOf).
  ScreenReadingTheApi.displayName = Screen.displayName ?? Screen.name;
  return ScreenReadingTheApi;
}

/** The screens SCREENS (web/src/lib/routes.ts) opens to `access`, each loaded when first visited. */
const screensFor = (access: Access): RouteObject[] =>
  SCREEN_NAMES.filter((name) => SCREENS[name].access === access).map((name) => ({
    id: name,
    path: SCREENS[name].path,
    loader: loaderOf(name),
    lazy: async () => ({ Component: WITHOUT_QUERIES.has(name) ? await SCREEN_CODE[name]() : await screenWithQueries(name) }),
  }));

// Shared by the browser's router (main.tsx) and the build's prerender (app/prerender.tsx).
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // A screen whose code failed to load shows this instead.
    errorElement: <RouteError />,
    // A page not prerendered (a staff console, an address with a query) is drawn once its screen's code is in.
    HydrateFallback: FullScreenSpinner,
    children: [
      ...REDIRECTS.map(({ path, to }) => ({ path, element: <Navigate to={to} replace /> })),
      ...screensFor('anyone'),
      // A role's screens sit under one guard, which sends a visitor to /login and another role to its own home.
      ...ROLES.map((role) => ({
        element: (
          <RequireAuth role={role}>
            <Outlet />
          </RequireAuth>
        ),
        children: screensFor(role),
      })),
    ],
  },
];

/** Starts the requests of the screens at `url` at once: a hydration (main.tsx) has no navigation to run their loaders. */
export async function startRequestsOf(url: URL): Promise<void> {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  await counted(Promise.all(matches.map(({ route, params }) => SCREEN_REQUESTS[route.id as ScreenName]?.(url, params))));
}

/** Loads the code of the screens `path` matches for a prerender or hydration: answers the modules to preload (by file name) and empty loader data. */
export async function prerenderedRoutesOf(path: string): Promise<{ modules: string[]; loaderData: Record<string, null> }> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const screenRoute = matches.at(-1)?.route;
  const screen = screenRoute?.Component?.displayName ?? screenRoute?.Component?.name;
  const modules = screen === undefined ? [] : [screen];
  if (modules.length > 0 && !WITHOUT_QUERIES.has(screenRoute?.id as ScreenName)) modules.push(QUERY_LAYER_MODULE);
  return {
    modules,
    loaderData: Object.fromEntries(matches.flatMap(({ route }) => (route.loader && route.id ? [[route.id, null]] : []))),
  };
}
