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

  // A link to /home#contact arrives before this chunk: once it is here, go to the anchor.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
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
