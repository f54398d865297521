import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveOrder } from '@campuseats/common/liveOrder';

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
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState<LiveOrder | null>(null);

  useEffect(() => {
    if (!placed) return;
    if (seen.current === null) {
      seen.current = new Set(placed.map((order) => order.id));
      return;
    }
    const known = seen.current;
    const arrivals = placed.filter((order) => !known.has(order.id));
    if (arrivals.length === 0) return;
    arrivals.forEach((order) => known.add(order.id));
    setFresh((current) => new Set([...current, ...arrivals.map((order) => order.id)]));
    setAnnouncement(arrivals[0] ?? null);
    if (soundOn) playChime();
  }, [placed, soundOn]);

  const dismiss = useCallback(() => setAnnouncement(null), []);
  return { fresh, announcement, dismiss };
}
