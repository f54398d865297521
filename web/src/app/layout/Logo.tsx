import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function Logo() {
  return (
    <Box component={RouterLink} to="/home" aria-label="CampusEats home" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}>
      <Box component="img" src="/logo.svg" alt="" width={32} height={32} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: -0.5 }}>
        CampusEats
      </Typography>
    </Box>
  );
}
