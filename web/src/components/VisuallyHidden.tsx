import type { ReactNode } from 'react';

/**
 * Text read aloud to screen readers and never shown; with `role="status"` it says what the screen is doing, and with
 * `live` it is read again whenever it changes, inside a control (a stepper's quantity) that is no status of the page.
 */
export function VisuallyHidden({ children, role, live = false }: { children: ReactNode; role?: 'status'; live?: boolean }) {
  return (
    <span
      role={role}
      aria-live={live ? 'polite' : undefined}
      style={{ position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }}
    >
      {children}
    </span>
  );
}
