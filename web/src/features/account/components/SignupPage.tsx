import { Suspense } from 'react';
import { Box } from '@mui/material';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import { useSession } from '@/lib/session';
import { lazyNow } from '@/lib/lazyNow';
import { AuthCard, SIGNUP_SUBTITLE, SIGNUP_TITLE } from './AuthCard';

// The card's heading is the page's largest paint: it draws with this small chunk while the wizard's code loads beside it.
const SignupForm = lazyNow(() => import('./SignupForm'), 'SignupForm');

/** The wizard's height under the card's line on its first step: the card keeps it while the wizard's code loads. */
const SIGNUP_FORM_HEIGHT = { xs: 641, sm: 561 };

export function SignupPage() {
  const session = useSession();
  // A visitor who may be signed in waits for the wizard, which decides whether to send them on, as before.
  const waiting =
    session.initializing || session.user ? (
      <FullScreenSpinner />
    ) : (
      <AuthCard title={SIGNUP_TITLE} subtitle={SIGNUP_SUBTITLE}>
        <Box aria-busy sx={{ minHeight: SIGNUP_FORM_HEIGHT }} />
      </AuthCard>
    );
  return (
    <Suspense fallback={waiting}>
      <SignupForm />
    </Suspense>
  );
}
