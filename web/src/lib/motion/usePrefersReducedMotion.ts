import { useMediaQuery } from '@mui/material';

/** True when the student asked their system for less motion: animations then stop and texts show whole (false while hydrating). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
