import { Box, Container, Link, Stack, Typography } from '@mui/material';
import InstagramIcon from '@mui/icons-material/Instagram';
import { Link as RouterLink } from 'react-router-dom';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { INSTAGRAM_URL } from '@/config/contact';
import { Logo } from './Logo';

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
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: { xs: 3, md: 4 }, bgcolor: 'background.paper' }}>
      <Container>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 6 }} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Logo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 320 }}>
              Small team. Big appetite. Food from every campus eatery, brought to your hostel door.
            </Typography>
          </Box>
          <Box component="nav" aria-label="Footer">
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, auto)' }, columnGap: 4, rowGap: 1.25 }}>
              {LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} underline="hover" color="text.primary" variant="body2" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Box>
            <Link
              href={INSTAGRAM_URL}
              target="_blank"
              rel="noopener noreferrer"
              underline="hover"
              color="text.primary"
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700 }}
            >
              <InstagramIcon fontSize="small" aria-hidden />
              Instagram
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>
          </Box>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          © {new Date().getFullYear()} CampusEats
        </Typography>
      </Container>
    </Box>
  );
}
