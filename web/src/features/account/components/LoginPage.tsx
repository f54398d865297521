import { Suspense } from 'react';
import { Box } from '@mui/material';
import { lazyNow } from '@/lib/lazyNow';
import { AuthCard } from './AuthCard';

// The card's heading is the page's largest paint: it draws with this small chunk while the form's code loads beside it.
const LoginForm = lazyNow(() => import('./LoginForm'), 'LoginForm');

/** The login form's height before an error or notice shows: the card keeps it while the form's code loads. */
const LOGIN_FORM_HEIGHT = 262;

export function LoginPage() {
  return (
    <AuthCard title="Welcome Back!" subtitle="Sign in to order from your campus eateries.">
      <Suspense fallback={<Box aria-busy sx={{ minHeight: LOGIN_FORM_HEIGHT }} />}>
        <LoginForm />
      </Suspense>
    </AuthCard>
  );
}
