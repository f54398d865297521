import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { QueryLayer } from '@/lib/query/QueryLayer';
import { CategoryShowcase } from './CategoryShowcase';
import { ContactSection } from './ContactSection';
import { LuckyDraw } from './LuckyDraw';
import { WaveText } from './WaveText';

/** Everything under the hero: its own chunk with the cache of API answers, loaded when the student scrolls towards it (or follows a link to #contact). */
export function LandingBelowFold() {
  const { hash } = useLocation();

  // A link to /home#contact arrives before this chunk: once it is here, go to the anchor, the keyboard's place too.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <QueryLayer>
      <CategoryShowcase />
      <WaveText />
      <LuckyDraw />
      <ContactSection />
    </QueryLayer>
  );
}
