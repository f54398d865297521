import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton';

/** A placeholder with the status role, because a bare MUI Skeleton is a span that may not carry a label of its own. */
export function LoadingSkeleton({ label, ...props }: Omit<SkeletonProps, 'aria-label' | 'role'> & { label: string }) {
  return <Skeleton role="status" aria-label={label} {...props} />;
}
