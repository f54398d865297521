import { Box, Button, Typography } from '@mui/material';
import { useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();
  // A new deployment renames chunks; an old tab then fails to load one, and a reload fixes it.
  const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  return (
    <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Something went wrong. Please try again.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {message}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
