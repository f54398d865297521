import type { ReactNode } from 'react';

/** Text read aloud to screen readers and never shown; with `role="status"` it says what the screen is doing. */
export function VisuallyHidden({ children, role }: { children: ReactNode; role?: 'status' }) {
  return (
    <span
      role={role}
      style={{ position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }}
    >
      {children}
    </span>
  );
}
