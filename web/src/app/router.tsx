import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';
import { RequireAuth } from './RequireAuth';

// Every screen is its own chunk: a student on 4G downloads only the page they open.
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
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
      {
        path: '/vendor/dashboard',
        lazy: async () => {
          const { StaffDashboardPlaceholder } = await import('@/features/account/components/StaffDashboardPlaceholder');
          return { element: <RequireAuth role="vendor"><StaffDashboardPlaceholder title="Vendor Dashboard" /></RequireAuth> };
        },
      },
      {
        path: '/admin/dashboard',
        lazy: async () => {
          const { StaffDashboardPlaceholder } = await import('@/features/account/components/StaffDashboardPlaceholder');
          return { element: <RequireAuth role="admin"><StaffDashboardPlaceholder title="Admin Dashboard" /></RequireAuth> };
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
        ],
      },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
]);
