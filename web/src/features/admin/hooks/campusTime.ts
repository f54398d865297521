import { formatDate, formatDateTime } from '@/lib/dateTime';

/** "22 Nov 2026, 7:45 pm IST" for an ISO instant: the admin console names the zone (docs/product.md#admin-console). */
export const formatCampusDateTime = (iso: string): string => `${formatDateTime(new Date(iso))} IST`;

/** "22 Nov 2026" (the campus's day) for an ISO instant. */
export const formatCampusDate = (iso: string): string => formatDate(new Date(iso));
