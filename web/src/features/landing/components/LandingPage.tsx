import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useInView } from '@/lib/useInView';
import { Hero } from './Hero';

const LandingBelowFold = lazy(async () => ({ default: (await import('./LandingBelowFold')).LandingBelowFold }));

/** Keeps the page about as tall as the sections to come, so the footer does not jump when they arrive. */
const BELOW_FOLD_PLACEHOLDER_HEIGHT = { xs: 2600, md: 2400 };

export function LandingPage() {
  const { hash } = useLocation();
  const sentinel = useRef<HTMLDivElement>(null);
  // The rest of the page's code loads as the student scrolls towards it; the huge top margin also counts a sentinel already scrolled past.
  const nearBelowFold = useInView(sentinel, '100000px 0px 0px 0px');
  // A link to an anchor below (#contact) loads the sections too, once hydrated: the prerendered page had no hash.
  const [followingHash, setFollowingHash] = useState(false);
  useEffect(() => setFollowingHash(hash.length > 1), [hash]);
  // The keyboard in the hero: the sections load before it tabs past them.
  const [keyboardNear, setKeyboardNear] = useState(false);
  const showBelowFold = nearBelowFold || followingHash || keyboardNear;
  const placeholder = <Box sx={{ minHeight: BELOW_FOLD_PLACEHOLDER_HEIGHT }} />;

  return (
    <>
      <Box onFocus={() => setKeyboardNear(true)}>
        <Hero />
      </Box>
      <div ref={sentinel} />
      {showBelowFold ? (
        <Suspense fallback={placeholder}>
          <LandingBelowFold />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}
