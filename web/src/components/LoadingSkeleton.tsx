import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton';

/**
 * A placeholder that stands for content on its way and says so to screen readers: a bare MUI Skeleton is a span,
 * which may not carry a label of its own (axe: aria-prohibited-attr), so it takes the status role.
 */
export function LoadingSkeleton({ label, ...props }: Omit<SkeletonProps, 'aria-label' | 'role'> & { label: string }) {
  return <Skeleton role="status" aria-label={label} {...props} />;
}
