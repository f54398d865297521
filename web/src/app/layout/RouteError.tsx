import { Box, Button, Typography } from '@mui/material';
import { useRouteError } from 'react-router-dom';
import { routeErrorDetail } from './routeErrorDetail';

export function RouteError() {
  const detail = routeErrorDetail(useRouteError());
  return (
    <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Something went wrong. Please try again.
      </Typography>
      {detail && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {detail}
        </Typography>
      )}
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
