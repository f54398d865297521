import { useEffect, useRef } from 'react';
import { Box, Container } from '@mui/material';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { followScroll } from '@/lib/motion/followScroll';
import { viewportProgress, waveOffset } from '@/lib/motion/scroll';
import { usePrefersReducedMotion } from '@/lib/motion/usePrefersReducedMotion';
import { WAVE_TEXT } from './landingContent';

/** A line whose letters ride a wave as the page scrolls, by style writes rather than React renders; still with reduced motion. */
export function WaveText() {
  const reducedMotion = usePrefersReducedMotion();
  const sectionRef = useRef<HTMLElement>(null);
  const lettersRef = useRef<HTMLSpanElement[]>([]);

  useEffect(() => {
    const section = sectionRef.current;
    const letters = lettersRef.current;
    if (reducedMotion || !section) {
      letters.forEach((letter) => letter.style.removeProperty('transform'));
      return;
    }
    return followScroll(() => {
      const rect = section.getBoundingClientRect();
      const progress = viewportProgress(rect.top, rect.height, window.innerHeight);
      // The wave's height follows the text's size: a quarter of a letter on any screen.
      const amplitude = letters[0] ? parseFloat(getComputedStyle(letters[0]).fontSize) * 0.25 : 12;
      letters.forEach((letter, index) => {
        letter.style.transform = `translateY(${waveOffset(index, progress, amplitude).toFixed(1)}px)`;
      });
    });
  }, [reducedMotion]);

  const words = WAVE_TEXT.split(' ');
  let letterIndex = 0;
  return (
    <Box
      component="section"
      ref={sectionRef}
      aria-label="Why CampusEats"
      sx={{ py: { xs: 8, md: 12 }, overflow: 'hidden', bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Container>
        <Box
          component="p"
          data-testid="wave-text"
          sx={{ m: 0, textAlign: 'center', fontWeight: 900, lineHeight: 1.4, letterSpacing: -0.5, fontSize: { xs: '2.1rem', sm: '3rem', md: '4.25rem' } }}
        >
          <VisuallyHidden>{WAVE_TEXT}</VisuallyHidden>
          <Box component="span" aria-hidden>
            {words.map((word, wordIndex) => (
              // Words never break in the middle; letters inside a word move on their own.
              <Box component="span" key={wordIndex} sx={{ display: 'inline-block', whiteSpace: 'nowrap', mx: '0.15em' }}>
                {[...word].map((letter) => {
                  const index = letterIndex++;
                  return (
                    <Box
                      component="span"
                      key={index}
                      ref={(element: HTMLSpanElement | null) => {
                        if (element) lettersRef.current[index] = element;
                      }}
                      sx={{ display: 'inline-block', willChange: reducedMotion ? 'auto' : 'transform' }}
                    >
                      {letter}
                    </Box>
                  );
                })}
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
