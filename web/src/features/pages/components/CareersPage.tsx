import { Box, Button, Container, Paper, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { applicationLink, OPENINGS } from '../content/careers';
import { PageHeader } from './PageHeader';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export function CareersPage() {
  useDocumentTitle('Careers');
  return (
    <>
      <PageHeader eyebrow="Careers" title="Cook up something great with us">
        We are a small team, so everyone ships, everyone talks to students, and everyone gets a say. Pick a role and apply; we reply to every application within
        two weeks.
      </PageHeader>
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {OPENINGS.map((opening) => (
            <Paper
              component="article"
              variant="outlined"
              key={opening.id}
              aria-labelledby={`opening-${opening.id}`}
              sx={{ display: 'flex', flexDirection: 'column', borderRadius: 4, overflow: 'hidden' }}
            >
              <Box sx={(theme) => ({ bgcolor: theme.palette.mode === 'dark' ? '#2a2019' : '#fff1e4', display: 'grid', placeItems: 'center', p: 2 })}>
                {/* The aspect ratio in CSS: Chromium gives a decorative picture no height until it arrives, so the card would grow. */}
                <Box
                  component="img"
                  src={opening.image}
                  alt=""
                  width={320}
                  height={200}
                  loading="lazy"
                  sx={{ width: '100%', maxWidth: 320, height: 'auto', aspectRatio: '320 / 200' }}
                />
              </Box>
              <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', flex: 1 }}>
                <Typography id={`opening-${opening.id}`} variant="h5" component="h2" sx={{ fontWeight: 800 }}>
                  {opening.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1, flex: 1 }}>
                  {opening.description}
                </Typography>
                <Button
                  component="a"
                  href={applicationLink(opening.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="contained"
                  endIcon={<OpenInNewIcon aria-hidden />}
                  sx={{ mt: 3, alignSelf: 'flex-start' }}
                >
                  Apply Now
                  <VisuallyHidden> for {opening.title} (opens in a new tab)</VisuallyHidden>
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      </Container>
    </>
  );
}
