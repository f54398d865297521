// Admin dates are IST whatever the device says, so every admin reads the same (docs/product.md#admin-console).
const TIME_ZONE = 'Asia/Kolkata';
const DATE_AND_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: TIME_ZONE });

/** "22 Nov 2026, 7:45 pm IST" for an ISO instant. */
export const formatCampusDateTime = (iso: string): string => `${DATE_AND_TIME.format(new Date(iso))} IST`;

/** "22 Nov 2026" (the campus's day) for an ISO instant. */
export const formatCampusDate = (iso: string): string => DATE.format(new Date(iso));
