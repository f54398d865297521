import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '@/lib/session';
import { ThemeModeProvider } from './ThemeModeProvider';
import { router } from './router';

export function App() {
  return (
    <ThemeModeProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </ThemeModeProvider>
  );
}
