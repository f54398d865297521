import { useEffect, useRef } from 'react';
import { Box, Container, Paper, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { followScroll } from '@/lib/motion/followScroll';
import { pinnedProgress, viewportLineMargin } from '@/lib/motion/scroll';
import { usePrefersReducedMotion } from '@/lib/motion/usePrefersReducedMotion';
import { useInView } from '@/lib/useInView';
import { SCENES, WELCOME_TEXT } from '../content/about';
import { useTypedLength } from '../hooks/useTypedLength';
import { PageHeader } from './PageHeader';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** Typing starts when the welcome section's top is well into the viewport (docs/product.md#company-pages). */
const TYPING_START_LINE = 0.8;

/** The share of the pinned scrolling that slides the row; the rest holds the last scene still. */
const SLIDE_PORTION = 0.85;

const blink = keyframes`
  50% { opacity: 0; }
`;

function Welcome() {
  const reducedMotion = usePrefersReducedMotion();
  const sectionRef = useRef<HTMLElement>(null);
  const reached = useInView(sectionRef, viewportLineMargin(TYPING_START_LINE));
  const length = useTypedLength(WELCOME_TEXT.length, reached, reducedMotion);
  const done = length >= WELCOME_TEXT.length;

  return (
    <Box component="section" ref={sectionRef} aria-labelledby="welcome-heading" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="md">
        <Typography id="welcome-heading" variant="h4" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
          Hello, hungry student
        </Typography>
        <Box sx={{ position: 'relative' }}>
          {/* The whole text, invisible, holds the paragraph's final height so nothing below jumps while it types. */}
          <Typography component="p" aria-hidden sx={{ visibility: 'hidden', fontSize: { xs: '1.2rem', md: '1.5rem' }, lineHeight: 1.6 }}>
            {WELCOME_TEXT}
          </Typography>
          <Typography component="p" sx={{ position: 'absolute', inset: 0, fontSize: { xs: '1.2rem', md: '1.5rem' }, lineHeight: 1.6 }}>
            <VisuallyHidden>{WELCOME_TEXT}</VisuallyHidden>
            <span aria-hidden data-testid="welcome-typed">
              {WELCOME_TEXT.slice(0, length)}
            </span>
            {!done && (
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'inline-block',
                  width: 3,
                  height: '1.1em',
                  ml: 0.25,
                  verticalAlign: '-0.15em',
                  bgcolor: 'primary.main',
                  animation: `${blink} 1s step-end infinite`,
                }}
              />
            )}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}

function SceneCard({ scene, index }: { scene: (typeof SCENES)[number]; index: number }) {
  return (
    <Paper
      component="figure"
      variant="outlined"
      sx={{ m: 0, flex: '0 0 auto', width: { xs: '78vw', sm: 420, md: 520 }, borderRadius: 4, overflow: 'hidden', scrollSnapAlign: 'center' }}
    >
      <Box
        component="img"
        src={`/images/about/scene-${index + 1}.svg`}
        alt={scene.alt}
        width={520}
        height={320}
        loading="lazy"
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '13 / 8' }}
      />
      <Box component="figcaption" sx={{ p: { xs: 2, md: 2.5 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 800 }}>
          Scene {index + 1} of {SCENES.length}
        </Typography>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }}>
          {scene.title}
        </Typography>
        <Typography color="text.secondary">{scene.caption}</Typography>
      </Box>
    </Paper>
  );
}

/** The scenes: a tall section with a sticky frame, so scrolling down slides the row sideways; a row to swipe with reduced motion. */
function Scenes() {
  const reducedMotion = usePrefersReducedMotion();
  const sectionRef = useRef<HTMLElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const section = sectionRef.current;
    const frame = frameRef.current;
    const track = trackRef.current;
    if (reducedMotion || !section || !frame || !track) {
      track?.style.removeProperty('transform');
      return;
    }
    return followScroll(() => {
      const rect = section.getBoundingClientRect();
      // The row reaches its last scene a little before the section unpins, so the last scene rests in view.
      const progress = Math.min(1, pinnedProgress(rect.top, rect.height, frame.clientHeight) / SLIDE_PORTION);
      const distance = Math.max(0, track.scrollWidth - frame.clientWidth);
      track.style.transform = `translate3d(${(-progress * distance).toFixed(1)}px, 0, 0)`;
    });
  }, [reducedMotion]);

  const heading = (
    <Container>
      <Typography id="scenes-heading" variant="h4" component="h2" sx={{ fontWeight: 800, mb: { xs: 2, md: 3 } }}>
        How it happened
      </Typography>
    </Container>
  );
  return (
    // Pinned, the section's extra height is the scrolling that carries the row from its first scene to its last.
    <Box
      component="section"
      ref={sectionRef}
      aria-labelledby="scenes-heading"
      data-testid={reducedMotion ? undefined : 'scenes-pinned'}
      sx={reducedMotion ? { py: { xs: 4, md: 6 } } : { height: '400svh', position: 'relative' }}
    >
      {reducedMotion && heading}
      <Box
        ref={frameRef}
        {...(reducedMotion && { tabIndex: 0, role: 'group', 'aria-label': 'Scenes, scroll sideways' })}
        sx={
          reducedMotion
            ? { overflowX: 'auto', scrollSnapType: 'x mandatory', pb: 2 }
            : {
                position: 'sticky',
                top: { xs: 56, sm: 64 },
                height: { xs: 'calc(100svh - 56px)', sm: 'calc(100svh - 64px)' },
                overflow: 'hidden',
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
              }
        }
      >
        {!reducedMotion && heading}
        <Box
          ref={trackRef}
          data-testid="scenes-track"
          sx={{ display: 'flex', gap: { xs: 2, md: 3 }, px: { xs: 2, md: 6 }, width: 'max-content', willChange: reducedMotion ? 'auto' : 'transform' }}
        >
          {SCENES.map((scene, index) => (
            <SceneCard key={scene.id} scene={scene} index={index} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <>
      <PageHeader eyebrow="About" title="The CampusEats Story" maxWidth="md">
        How one hungry hostel floor became the way a whole campus orders food.
      </PageHeader>
      <Welcome />
      <Scenes />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
          Small team. Big appetite.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          And we are only getting started.
        </Typography>
      </Container>
    </>
  );
}
