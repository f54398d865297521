import type { ReactNode } from 'react';

/** Text for screen readers only: read aloud, never shown (e.g. the whole line behind a typing animation). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <span
      style={{ position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }}
    >
      {children}
    </span>
  );
}
