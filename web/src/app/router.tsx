import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';

// Every screen is its own chunk: a student on 4G downloads only the page they open.
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/home" replace /> },
      { path: '/login', lazy: async () => ({ Component: (await import('@/features/account/components/LoginPage')).LoginPage }) },
      { path: '/home', lazy: async () => ({ Component: (await import('@/features/landing/components/LandingPage')).LandingPage }) },
      { path: '/restaurants', lazy: async () => ({ Component: (await import('@/features/restaurants/components/RestaurantsPage')).RestaurantsPage }) },
      { path: '/restaurants/:id', lazy: async () => ({ Component: (await import('@/features/restaurants/components/RestaurantMenuPage')).RestaurantMenuPage }) },
      { path: '/search', element: <Navigate to="/restaurants?search=true" replace /> },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
]);
