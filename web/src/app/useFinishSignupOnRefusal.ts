import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { REGISTRATION_INCOMPLETE_EVENT } from '@/lib/apiClient';
import { paths } from '@/lib/routes';

/** When the API refuses an account that never finished signing up, open the signup step it is missing. */
export function useFinishSignupOnRefusal(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const finishSignup = () => navigate(paths.signup);
    window.addEventListener(REGISTRATION_INCOMPLETE_EVENT, finishSignup);
    return () => window.removeEventListener(REGISTRATION_INCOMPLETE_EVENT, finishSignup);
  }, [navigate]);
}
