/** India Standard Time, UTC+5:30: the campus's clock for days, hours and figures. */
export const CAMPUS_TIME_ZONE = 'Asia/Kolkata';
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
