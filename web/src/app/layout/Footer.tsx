import { Box, Container, Stack, Typography } from '@mui/material';
import InstagramIcon from '@mui/icons-material/Instagram';
import { Link as RouterLink } from 'react-router-dom';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { INSTAGRAM_URL } from '@/config/contact';
import { paths } from '@/lib/routes';
import { Logo } from './Logo';

const LINKS = [
  { label: 'ORDER', to: paths.restaurants },
  { label: 'ABOUT', to: paths.about },
  { label: 'TEAM', to: paths.team },
  { label: 'CAREERS', to: paths.careers },
  { label: 'PRIVACY POLICY', to: paths.privacy },
  { label: 'TERMS AND CONDITIONS', to: paths.terms },
];

// Plain links styled like MUI's (the footer is on every page; MUI's Link component is extra weight there).
const FOOTER_LINK_SX = {
  color: 'text.primary',
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: 0.5,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;

/** The student's footer; on the staff consoles only the copyright line, as the linked pages would send staff back to their console. */
export function Footer({ staff = false }: { staff?: boolean }) {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: staff ? 2 : { xs: 3, md: 4 }, bgcolor: 'background.paper' }}>
      <Container>
        {!staff && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 6 }} sx={{ justifyContent: 'space-between' }}>
            <Box>
              <Logo />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 320 }}>
                Small team. Big appetite. Food from every campus eatery, brought to your hostel door.
              </Typography>
            </Box>
            <Box component="nav" aria-label="Footer">
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, auto)' },
                  columnGap: 4,
                  rowGap: 1.25,
                }}
              >
                {LINKS.map((link) => (
                  <li key={link.to}>
                    <Box component={RouterLink} to={link.to} sx={FOOTER_LINK_SX}>
                      {link.label}
                    </Box>
                  </li>
                ))}
              </Box>
            </Box>
            <Box>
              <Box
                component="a"
                href={INSTAGRAM_URL}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ ...FOOTER_LINK_SX, display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
              >
                <InstagramIcon fontSize="small" aria-hidden />
                Instagram
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Box>
            </Box>
          </Stack>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: staff ? 0 : 3 }}>
          © {new Date().getFullYear()} CampusEats
        </Typography>
      </Container>
    </Box>
  );
}
