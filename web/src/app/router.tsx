import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ROLES } from '@campuseats/common/roles';
import { FirstPaintHandOff } from '@/lib/FirstPaintHandOff';
import { REDIRECTS, SCREEN_NAMES, SCREENS, type Access, type ScreenName } from '@/lib/routes';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';
import { RequireAuth } from './RequireAuth';

// Every screen is its own chunk: a student on 4G downloads only the page they open. Nothing here imports a
// feature statically; that would put it in every page's download.
const SCREEN_CODE: Record<ScreenName, () => Promise<ComponentType>> = {
  login: async () => (await import('@/features/account/components/LoginPage')).LoginPage,
  signup: async () => (await import('@/features/account/components/SignupPage')).SignupPage,
  home: async () => (await import('@/features/landing/components/LandingPage')).LandingPage,
  restaurants: async () => (await import('@/features/restaurants/components/RestaurantsPage')).RestaurantsPage,
  restaurantMenu: async () => (await import('@/features/restaurants/components/RestaurantMenuPage')).RestaurantMenuPage,
  cart: async () => (await import('@/features/cart/components/CartPage')).CartPage,
  checkout: async () => (await import('@/features/checkout/components/CheckoutPage')).CheckoutPage,
  orders: async () => (await import('@/features/orders/components/OrdersPage')).OrdersPage,
  // Live screens (they load Firestore and reactfire with their own chunk): tracking, vendor and admin consoles.
  orderTracking: async () => (await import('@/features/tracking/components/OrderTrackingPage')).OrderTrackingPage,
  profile: async () => (await import('@/features/profile/components/ProfilePage')).ProfilePage,
  terms: async () => (await import('@/features/pages/components/TermsPage')).TermsPage,
  privacy: async () => (await import('@/features/pages/components/PrivacyPage')).PrivacyPage,
  about: async () => (await import('@/features/pages/components/AboutPage')).AboutPage,
  team: async () => (await import('@/features/pages/components/TeamPage')).TeamPage,
  careers: async () => (await import('@/features/pages/components/CareersPage')).CareersPage,
  support: async () => (await import('@/features/pages/components/SupportPage')).SupportPage,
  vendorDashboard: async () => (await import('@/features/vendor/components/VendorDashboardPage')).VendorDashboardPage,
  vendorMenu: async () => (await import('@/features/vendor/components/VendorMenuPage')).VendorMenuPage,
  adminDashboard: async () => (await import('@/features/admin/components/AdminDashboardPage')).AdminDashboardPage,
  // Admin screens that read the API alone: no Firestore in their chunks.
  adminUsers: async () => (await import('@/features/admin/components/AccountsPage')).AccountsPage,
  adminAudit: async () => (await import('@/features/admin/components/AuditLogPage')).AuditLogPage,
  counterBoard: async () => (await import('@/features/board/components/CounterBoardPage')).CounterBoardPage,
};

// The browse pages' first download has no room for TanStack Query: the eatery list and a menu read the API without
// it, and the landing page's parts that read it bring it after the first paint. Every other screen gets the page's
// cache of API answers, its code loaded beside the screen's (docs/decisions/0015-tanstack-query.md).
const WITHOUT_QUERIES: ReadonlySet<ScreenName> = new Set(['home', 'restaurants', 'restaurantMenu']);

async function screenWithQueries(name: ScreenName): Promise<ComponentType> {
  const [Screen, { QueryLayer }] = await Promise.all([SCREEN_CODE[name](), import('@/lib/query/QueryLayer')]);
  return function ScreenReadingTheApi() {
    return (
      <QueryLayer>
        <Screen />
      </QueryLayer>
    );
  };
}

/** The screens SCREENS (web/src/lib/routes.ts) opens to `access`, each loaded when first visited. */
const screensFor = (access: Access): RouteObject[] =>
  SCREEN_NAMES.filter((name) => SCREENS[name].access === access).map((name) => ({
    path: SCREENS[name].path,
    lazy: async () => ({ Component: WITHOUT_QUERIES.has(name) ? await SCREEN_CODE[name]() : await screenWithQueries(name) }),
  }));

// Shared by the browser's router (main.tsx) and the build's prerender of the first paint (firstPaint.tsx).
export const routes: RouteObject[] = [
  {
    element: (
      <FirstPaintHandOff>
        <AppLayout />
      </FirstPaintHandOff>
    ),
    // A screen whose code failed to load shows this instead, and it too takes over from the first paint.
    errorElement: (
      <FirstPaintHandOff>
        <RouteError />
      </FirstPaintHandOff>
    ),
    children: [
      ...REDIRECTS.map(({ path, to }) => ({ path, element: <Navigate to={to} replace /> })),
      ...screensFor('anyone'),
      // A role's screens sit under one guard: it waits for the session, then shows them or sends the visitor to
      // /login, or a signed-in account of another role to its own home.
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
