import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/routes';
import { logOut } from './session';

/** Signs out and returns to /home; `loggingOut` drives the "Logging out..." label. */
export function useLogout() {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    setLoggingOut(true);
    try {
      await logOut();
      await navigate(paths.home, { replace: true });
    } finally {
      setLoggingOut(false);
    }
  };
  return { logout, loggingOut };
}
