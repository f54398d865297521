import { CircularProgress, Stack, Typography } from '@mui/material';

/** A spinner with what is loading said in words, as one status for screen readers; `minHeight` holds the place of what comes. */
export function LoadingStatus({ text, minHeight }: { text: string; minHeight?: Record<string, string | number> }) {
  return (
    <Stack role="status" sx={{ alignItems: 'center', py: 8, gap: 2, minHeight }}>
      <CircularProgress aria-hidden />
      <Typography>{text}</Typography>
    </Stack>
  );
}
