import { hostelPlace, type HostelPlace, type UserProfile } from '@campuseats/common/users';
import { FIRST_PAINT_HOLD_ATTRIBUTE, FIRST_PAINT_ID } from '@/lib/FirstPaintHandOff';
import {
  askWithStoredToken,
  replaceTokens,
  shownTemplate,
  type AskWithStoredToken,
  type ReplaceTokens,
  type ShownTemplate,
  drawThenStartAppScript,
} from '@/lib/firstPaintScripts';
import { personalDetails, type PersonalDetails } from '../personalDetails';

/**
 * A returning student's profile, drawn by its HTML before the app's JavaScript has arrived
 * (docs/bench/2026-11-first-paint.md#a-returning-students-first-paint). The build draws the Personal Information section for
 * SAMPLE_PROFILE into a <template> (web/prerender.ts); the script below asks GET /api/v1/auth/verify with the ID
 * token Firebase Auth keeps in this browser's IndexedDB, fills a copy of the section with the answer and puts it in
 * place of the picture's loading section, then holds the picture (FIRST_PAINT_HOLD_ATTRIBUTE) until the app draws
 * the section itself (ProfilePage), so the student never sees the form give way to a loading state.
 */

/** The id of the template the build draws the section into. */
export const EARLY_PROFILE_TEMPLATE_ID = 'first-paint-personal-information';

export const SAMPLE_PROFILE: UserProfile = {
  _id: 'sample',
  firebaseUid: 'sample',
  email: '¤email',
  phone: '¤phone',
  name: { first: '¤first', last: '¤last' },
  yearOfStudy: '1st Year',
  accommodation: 'Hosteller',
  hostelDetails: { block: '¤block', room: '¤room' },
  walletBalance: 0,
  role: 'user',
};

interface Sample {
  fields: Record<'first' | 'last' | 'email' | 'phone', string>;
  /** The line under the fields, as the template has it. */
  details: string;
}

const sample = (): Sample => ({
  fields: { first: SAMPLE_PROFILE.name.first, last: SAMPLE_PROFILE.name.last, email: SAMPLE_PROFILE.email, phone: SAMPLE_PROFILE.phone },
  details: personalDetails(SAMPLE_PROFILE, hostelPlace),
});

/**
 * Runs as an inline script right after the first paint (its source text, so it uses nothing from outside itself).
 * Draws nothing unless Auth's stored token is good for another minute and the answer is a profile of the shape it
 * knows; the picture then keeps its loading section, and the app draws as before.
 */
async function drawEarlyProfile(
  shownTemplate: ShownTemplate,
  replaceIn: ReplaceTokens,
  askWithStoredToken: AskWithStoredToken,
  hostelPlace: HostelPlace,
  personalDetails: PersonalDetails,
  firstPaintId: string,
  holdAttribute: string,
  templateId: string,
  sample: Sample,
) {
  const template = shownTemplate(templateId);
  if (!template) return;
  const answer = (await askWithStoredToken('/api/v1/auth/verify')) as { user?: Record<string, unknown> | null } | undefined;
  const user = answer?.user;
  const name = user?.name as { first?: unknown; last?: unknown } | undefined;
  const texts = { first: name?.first, last: name?.last, email: user?.email, phone: user?.phone };
  if (!user || Object.values(texts).some((text) => typeof text !== 'string')) return;
  const hostel = user.hostelDetails as Record<string, unknown> | undefined;
  const offCampus = user.offCampusAddress as Record<string, unknown> | undefined;
  const parts = [user.yearOfStudy, user.accommodation, hostel?.block, hostel?.room, offCampus?.addressLine1, offCampus?.landmark];
  if (parts.some((part) => part !== undefined && typeof part !== 'string')) return;
  const details = personalDetails(user as Parameters<PersonalDetails>[0], hostelPlace);

  const firstPaint = document.getElementById(firstPaintId);
  const loading = firstPaint?.querySelector('[aria-label="Loading profile"]')?.closest('section');
  // The app has drawn already (the picture is gone), or the picture is not the one this script knows.
  if (!firstPaint || !loading) return;
  const section = template.content.cloneNode(true) as DocumentFragment;
  const line = Array.from(section.querySelectorAll('p')).find((paragraph) => paragraph.textContent === sample.details);
  if (!line) return;
  if (details) line.textContent = details;
  else line.remove();
  for (const [field, sampleText] of Object.entries(sample.fields)) replaceIn(section, sampleText, texts[field as keyof typeof texts] as string);
  loading.replaceWith(section);
  firstPaint.setAttribute(holdAttribute, '');
}

/** The inline script placed after the first paint of the profile page: it asks for the app's code once it is done. */
export const earlyProfileScript = () =>
  drawThenStartAppScript(
    drawEarlyProfile,
    [shownTemplate, replaceTokens, askWithStoredToken, hostelPlace, personalDetails],
    [FIRST_PAINT_ID, FIRST_PAINT_HOLD_ATTRIBUTE, EARLY_PROFILE_TEMPLATE_ID, sample()],
  );
