import { istClockText } from '@campuseats/common/hours';
import { CAMPUS_TIME_ZONE } from '@campuseats/common/istTime';

// Every time on screen is campus time (IST), whatever the device's zone, so an order's times agree with its slot and the eatery's hours.
const DATE_AND_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: CAMPUS_TIME_ZONE });
const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: CAMPUS_TIME_ZONE });

/** "7:45 pm", written as the slots and the kitchen's estimate are. */
export const formatClock = istClockText;
export const formatDateTime = (date: Date): string => DATE_AND_TIME.format(date);
export const formatDate = (date: Date): string => DATE.format(date);
