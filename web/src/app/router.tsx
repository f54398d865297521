import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { FirstPaintHandOff } from '@/lib/FirstPaintHandOff';
import { RouteError } from './layout/RouteError';
import { RequireAuth } from './RequireAuth';

/** A login-required screen: RequireAuth waits for the session, then shows it or sends the visitor to /login. */
const signedIn = (Screen: ComponentType) => (
  <RequireAuth>
    <Screen />
  </RequireAuth>
);

// Every screen is its own chunk: a student on 4G downloads only the page they open. Shared by the browser's
// router (main.tsx) and the build's prerender of the first paint (firstPaint.tsx).
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
      { path: '/', element: <Navigate to="/home" replace /> },
      { path: '/login', lazy: async () => ({ Component: (await import('@/features/account/components/LoginPage')).LoginPage }) },
      { path: '/signup', lazy: async () => ({ Component: (await import('@/features/account/components/SignupPage')).SignupPage }) },
      {
        path: '/profile',
        lazy: async () => {
          const { ProfilePage } = await import('@/features/profile/components/ProfilePage');
          return { element: <RequireAuth><ProfilePage /></RequireAuth> };
        },
      },
      { path: '/home', lazy: async () => ({ Component: (await import('@/features/landing/components/LandingPage')).LandingPage }) },
      { path: '/restaurants', lazy: async () => ({ Component: (await import('@/features/restaurants/components/RestaurantsPage')).RestaurantsPage }) },
      { path: '/restaurants/:id', lazy: async () => ({ Component: (await import('@/features/restaurants/components/RestaurantMenuPage')).RestaurantMenuPage }) },
      { path: '/search', element: <Navigate to="/restaurants?search=true" replace /> },
      {
        element: <RequireAuth><Outlet /></RequireAuth>,
        children: [
          { path: '/cart', lazy: async () => ({ Component: (await import('@/features/cart/components/CartPage')).CartPage }) },
          { path: '/checkout', lazy: async () => ({ Component: (await import('@/features/checkout/components/CheckoutPage')).CheckoutPage }) },
          { path: '/orders', lazy: async () => ({ Component: (await import('@/features/orders/components/OrdersPage')).OrdersPage }) },
          // Live screens (they load Firestore and reactfire with their own chunk): tracking, vendor and admin consoles.
          { path: '/orders/:id', lazy: async () => ({ Component: (await import('@/features/tracking/components/OrderTrackingPage')).OrderTrackingPage }) },
        ],
      },
      // Company pages: Terms are public, the others need a signed-in student (docs/product.md#routes).
      { path: '/terms', lazy: async () => ({ Component: (await import('@/features/pages/components/TermsPage')).TermsPage }) },
      { path: '/privacy', lazy: async () => ({ element: signedIn((await import('@/features/pages/components/PrivacyPage')).PrivacyPage) }) },
      { path: '/about', lazy: async () => ({ element: signedIn((await import('@/features/pages/components/AboutPage')).AboutPage) }) },
      { path: '/team', lazy: async () => ({ element: signedIn((await import('@/features/pages/components/TeamPage')).TeamPage) }) },
      { path: '/careers', lazy: async () => ({ element: signedIn((await import('@/features/pages/components/CareersPage')).CareersPage) }) },
      { path: '/support', lazy: async () => ({ element: signedIn((await import('@/features/pages/components/SupportPage')).SupportPage) }) },
      {
        element: <RequireAuth role="vendor"><Outlet /></RequireAuth>,
        children: [{ path: '/vendor/dashboard', lazy: async () => ({ Component: (await import('@/features/vendor/components/VendorDashboardPage')).VendorDashboardPage }) }],
      },
      {
        element: <RequireAuth role="admin"><Outlet /></RequireAuth>,
        children: [{ path: '/admin/dashboard', lazy: async () => ({ Component: (await import('@/features/admin/components/AdminDashboardPage')).AdminDashboardPage }) }],
      },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
];
