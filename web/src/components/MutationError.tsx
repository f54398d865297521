import { Alert, type SxProps, type Theme } from '@mui/material';
import { errorMessage } from '@/lib/apiClient';

interface Props {
  mutation: { isError: boolean; error: Error | null };
  fallback?: string;
  sx?: SxProps<Theme>;
}

/** A write's refusal in the API's words, or nothing while it has not failed. */
export function MutationError({ mutation, fallback = 'Something went wrong. Please try again.', sx }: Props) {
  return mutation.isError ? (
    <Alert severity="error" sx={sx}>
      {errorMessage(mutation.error, fallback)}
    </Alert>
  ) : null;
}
