import { Alert, type SxProps, type Theme } from '@mui/material';
import { errorMessage, isOfflineError } from '@/lib/apiClient';
import { useOnline } from '@/lib/connection';

interface Props {
  mutation: { isError: boolean; error: Error | null };
  fallback?: string;
  sx?: SxProps<Theme>;
}

/** A write's refusal in the API's words, or nothing while it has not failed; "You're offline" goes once the connection is back. */
export function MutationError({ mutation, fallback = 'Something went wrong. Please try again.', sx }: Props) {
  const online = useOnline();
  return mutation.isError && !(online && isOfflineError(mutation.error)) ? (
    <Alert severity="error" sx={sx}>
      {errorMessage(mutation.error, fallback)}
    </Alert>
  ) : null;
}
