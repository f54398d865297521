import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/lib/routes';

const NARROWEST_PHONES = '@media (max-width: 359.95px)';

/** The mark and the wordmark, linking home (`to`); `wordmarkOnNarrowestPhones={false}` keeps the mark alone below 360 px. */
export function Logo({ wordmarkOnNarrowestPhones = true, to = paths.home }: { wordmarkOnNarrowestPhones?: boolean; to?: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="CampusEats home"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <Box component="img" src="/logo.svg" alt="" width={32} height={32} />
      <Typography
        component="span"
        variant="h6"
        sx={{ fontWeight: 800, letterSpacing: -0.5, ...(!wordmarkOnNarrowestPhones && { [NARROWEST_PHONES]: { display: 'none' } }) }}
      >
        CampusEats
      </Typography>
    </Box>
  );
}
