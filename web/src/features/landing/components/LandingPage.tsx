import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@/lib/session';

export function LandingPage() {
  const { user } = useSession();
  return (
    <Container sx={{ py: { xs: 6, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.5rem', md: '4rem' } }}>
        Think CampusEats.
      </Typography>
      <Typography variant="h5" component="p" color="text.secondary" sx={{ mt: 2 }}>
        Small team. Big appetite.
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button component={RouterLink} to={user ? '/restaurants' : '/login'} variant="contained" size="large">
          ORDER FOOD
        </Button>
      </Box>
    </Container>
  );
}
