import { RouterProvider } from 'react-router-dom';
import { CartProvider } from '@/lib/cart/CartProvider';
import { SessionProvider } from '@/lib/session';
import { ThemeModeProvider } from './ThemeModeProvider';
import { router } from './router';

export function App() {
  return (
    <ThemeModeProvider>
      <SessionProvider>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </SessionProvider>
    </ThemeModeProvider>
  );
}
