import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

const LINKS = [
  { label: 'ORDER', to: '/restaurants' },
  { label: 'ABOUT', to: '/about' },
  { label: 'TEAM', to: '/team' },
  { label: 'CAREERS', to: '/careers' },
  { label: 'PRIVACY POLICY', to: '/privacy' },
  { label: 'TERMS AND CONDITIONS', to: '/terms' },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mb: { xs: 7, md: 0 }, bgcolor: 'background.paper' }}>
      <Container>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
          {LINKS.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} underline="hover" color="text.primary" variant="body2" sx={{ fontWeight: 600 }}>
              {link.label}
            </Link>
          ))}
          <Link href="https://www.instagram.com/campuseats" target="_blank" rel="noopener noreferrer" underline="hover" color="text.primary" variant="body2" sx={{ fontWeight: 600 }}>
            Instagram
          </Link>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          © {new Date().getFullYear()} CampusEats
        </Typography>
      </Container>
    </Box>
  );
}
