import { Box, Container, Link, Stack, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import InstagramIcon from '@mui/icons-material/Instagram';
import MailIcon from '@mui/icons-material/Mail';
import PlaceIcon from '@mui/icons-material/Place';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL, INSTAGRAM_URL } from '@/config/contact';

function ContactLine({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', mt: 0.25 }}>
        {icon}
      </Box>
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" component="div">
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

export function ContactSection() {
  return (
    <Box
      component="section"
      id="contact"
      tabIndex={-1}
      aria-labelledby="contact-heading"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'action.hover', scrollMarginTop: 72, outline: 'none' }}
    >
      <Container sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1.2fr' }, gap: { xs: 3, md: 8 } }}>
        <Box>
          <Typography id="contact-heading" variant="h3" component="h2" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
            Contact us
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            An order gone wrong, an eatery you want on CampusEats, or just a hello: we read everything.
          </Typography>
        </Box>
        <Stack spacing={3}>
          <ContactLine icon={<MailIcon />} title="Email">
            <Link href={`mailto:${SUPPORT_EMAIL}`} sx={{ fontWeight: 600 }}>
              {SUPPORT_EMAIL}
            </Link>
          </ContactLine>
          <ContactLine icon={<InstagramIcon />} title="Instagram">
            <Link href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
              @campuseats
            </Link>
          </ContactLine>
          <ContactLine icon={<AccessTimeIcon />} title="Hours">
            Every day, 8 AM to 1 AM (yes, for the midnight cravings too)
          </ContactLine>
          <ContactLine icon={<PlaceIcon />} title="Find us">
            CampusEats desk, Student Activity Centre, ground floor
          </ContactLine>
        </Stack>
      </Container>
    </Box>
  );
}
