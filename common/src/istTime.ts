/** India Standard Time, UTC+5:30: the campus's clock for days, hours and figures. */
export const CAMPUS_TIME_ZONE = 'Asia/Kolkata';
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** "2026-11-23": the campus (IST) day of an instant. */
export function campusDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a campus day ("2026-11-23") begins: its midnight in India Standard Time. */
export const campusDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
