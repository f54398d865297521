// Dates use the en-IN locale: "7:45 pm", "22 Nov 2026, 7:45 pm".
const CLOCK = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const DATE_AND_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

export const formatClock = (date: Date): string => CLOCK.format(date);
export const formatDateTime = (date: Date): string => DATE_AND_TIME.format(date);
export const formatDate = (date: Date): string => DATE.format(date);
