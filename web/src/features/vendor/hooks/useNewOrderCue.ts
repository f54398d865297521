import { useCallback, useEffect, useState } from 'react';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { createArrivalWatch } from '@/lib/arrivalWatch';

let chimeContext: AudioContext | undefined;

/** Two short tones made on the spot (no sound file to fetch). Browsers allow it once the page has been clicked. */
function playChime(): void {
  if (typeof window.AudioContext !== 'function') return;
  try {
    chimeContext ??= new window.AudioContext();
    const context = chimeContext;
    void context.resume();
    [0, 0.18].forEach((offset, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const start = context.currentTime + offset;
      oscillator.frequency.value = index === 0 ? 880 : 1175;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.17);
    });
  } catch {
    // No audio device: the visual cue is still there.
  }
}

/** Marks and announces placed orders not seen before, and chimes unless muted; the first list is what was already there. */
export function useNewOrderCue(placed: LiveOrder[] | undefined, soundOn: boolean) {
  const [watch] = useState(() => createArrivalWatch<LiveOrder>());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState<LiveOrder | null>(null);

  useEffect(() => {
    if (!placed) return;
    const arrivals = watch(placed);
    if (arrivals.length === 0) return;
    setFresh((current) => new Set([...current, ...arrivals.map((order) => order.id)]));
    setAnnouncement(arrivals[0] ?? null);
    if (soundOn) playChime();
  }, [placed, soundOn, watch]);

  const dismiss = useCallback(() => setAnnouncement(null), []);
  return { fresh, announcement, dismiss };
}
