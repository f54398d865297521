import type { UserProfile } from '@campuseats/common/users';
import { FIRST_PAINT_HOLD_ATTRIBUTE, FIRST_PAINT_ID } from '@/lib/FirstPaintHandOff';
import {
  APP_SCRIPTS_ID,
  APP_WAITS_AT_MOST_MS,
  drawThenStartApp,
  askWithStoredToken,
  replaceTokens,
  startApp,
  type AskWithStoredToken,
  type ReplaceTokens,
} from '@/lib/firstPaintScripts';
import { personalDetails } from '../components/PersonalInfoSection';

/**
 * A returning student's profile, drawn by its HTML before the app's JavaScript has arrived
 * (docs/architecture.md#a-returning-students-first-paint). The build draws the Personal Information section for
 * SAMPLE_PROFILE into a <template> (web/prerender.ts); the script below asks GET /api/v1/auth/verify with the ID
 * token Firebase Auth keeps in this browser's IndexedDB, fills a copy of the section with the answer and puts it in
 * place of the picture's loading section, then holds the picture (FIRST_PAINT_HOLD_ATTRIBUTE) until the app draws
 * the section itself (ProfilePage), so the student never sees the form give way to a loading state.
 */

/** The id of the template the build draws the section into. */
export const EARLY_PROFILE_TEMPLATE_ID = 'first-paint-personal-information';

const SAMPLE_HOSTEL = { block: '¤block', room: '¤room' };
const SAMPLE_OFF_CAMPUS = { addressLine1: '¤line', landmark: '¤landmark', city: '¤city', state: '¤state', zipCode: '¤zip' };
const SAMPLE_YEAR = '1st Year';

export const SAMPLE_PROFILE: UserProfile = {
  _id: 'sample',
  firebaseUid: 'sample',
  email: '¤email',
  phone: '¤phone',
  name: { first: '¤first', last: '¤last' },
  yearOfStudy: SAMPLE_YEAR,
  accommodation: 'Hosteller',
  hostelDetails: SAMPLE_HOSTEL,
  walletBalance: 0,
  role: 'user',
};

type Lives = 'Hosteller' | 'Non-Hosteller' | 'unknown';

/** The line under the fields for each kind of profile, as the app writes it for the sample's values. */
const sampleDetails = () => {
  const lives: Record<Lives, Pick<UserProfile, 'accommodation' | 'hostelDetails' | 'offCampusAddress'>> = {
    Hosteller: { accommodation: 'Hosteller', hostelDetails: SAMPLE_HOSTEL },
    'Non-Hosteller': { accommodation: 'Non-Hosteller', offCampusAddress: SAMPLE_OFF_CAMPUS },
    unknown: {},
  };
  return Object.fromEntries(
    Object.entries(lives).flatMap(([where, profile]) => [
      [`${where}|year`, personalDetails({ ...profile, yearOfStudy: SAMPLE_YEAR })],
      [`${where}|`, personalDetails(profile)],
    ]),
  );
};

interface Sample {
  fields: Record<'first' | 'last' | 'email' | 'phone', string>;
  year: string;
  hostel: typeof SAMPLE_HOSTEL;
  offCampus: Pick<typeof SAMPLE_OFF_CAMPUS, 'addressLine1' | 'landmark'>;
  /** The template's line under the fields, and the line for each kind of profile (`<Lives>|year` or `<Lives>|`). */
  drawnDetails: string;
  details: Record<string, string>;
}

const sample = (): Sample => ({
  fields: { first: SAMPLE_PROFILE.name.first, last: SAMPLE_PROFILE.name.last, email: SAMPLE_PROFILE.email, phone: SAMPLE_PROFILE.phone },
  year: SAMPLE_YEAR,
  hostel: SAMPLE_HOSTEL,
  offCampus: SAMPLE_OFF_CAMPUS,
  drawnDetails: personalDetails(SAMPLE_PROFILE),
  details: sampleDetails(),
});

/**
 * Runs as an inline script right after the first paint (its source text, so it uses nothing from outside itself).
 * Draws nothing unless Auth's stored token is good for another minute and the answer is a profile of the shape it
 * knows; the picture then keeps its loading section, and the app draws as before.
 */
async function drawEarlyProfile(
  replaceIn: ReplaceTokens,
  askWithStoredToken: AskWithStoredToken,
  firstPaintId: string,
  holdAttribute: string,
  templateId: string,
  sample: Sample,
) {
  const template = document.getElementById(templateId);
  if (!(template instanceof HTMLTemplateElement)) return;
  // A picture this browser does not show (signed out, or the dark theme) is not held for.
  if (document.documentElement.hasAttribute('data-skip-first-paint')) return;
  const answer = (await askWithStoredToken('/api/v1/auth/verify')) as { user?: Record<string, unknown> | null } | undefined;
  const user = answer?.user;
  const name = user?.name as { first?: unknown; last?: unknown } | undefined;
  const texts = { first: name?.first, last: name?.last, email: user?.email, phone: user?.phone };
  if (!user || Object.values(texts).some((text) => typeof text !== 'string')) return;
  const hostel = user.hostelDetails as { block?: unknown; room?: unknown } | undefined;
  const offCampus = user.offCampusAddress as { addressLine1?: unknown; landmark?: unknown } | undefined;
  // personalDetails' cases: where the student lives as far as the profile says, and whether it names the year.
  const lives = user.accommodation === 'Hosteller' && hostel ? 'Hosteller' : user.accommodation === 'Non-Hosteller' && offCampus ? 'Non-Hosteller' : 'unknown';
  const year = user.yearOfStudy;
  let details = sample.details[`${lives}|${year ? 'year' : ''}`];
  const parts = [year, hostel?.block, hostel?.room, offCampus?.addressLine1, offCampus?.landmark];
  if (details === undefined || parts.some((part) => part !== undefined && typeof part !== 'string')) return;

  const firstPaint = document.getElementById(firstPaintId);
  const loading = firstPaint?.querySelector('[aria-label="Loading profile"]')?.closest('section');
  // The app has drawn already (the picture is gone), or the picture is not the one this script knows.
  if (!firstPaint || !loading) return;
  const section = template.content.cloneNode(true) as DocumentFragment;
  const line = Array.from(section.querySelectorAll('p')).find((paragraph) => paragraph.textContent === sample.drawnDetails);
  if (!line) return;
  for (const [token, value] of [
    [sample.year, year],
    [sample.hostel.block, hostel?.block],
    [sample.hostel.room, hostel?.room],
    [sample.offCampus.addressLine1, offCampus?.addressLine1],
    [sample.offCampus.landmark, offCampus?.landmark],
  ]) {
    if (typeof token === 'string' && typeof value === 'string') details = details.split(token).join(value);
  }
  if (details) line.textContent = details;
  else line.remove();
  for (const [field, sampleText] of Object.entries(sample.fields)) replaceIn(section, sampleText, texts[field as keyof typeof texts] as string);
  loading.replaceWith(section);
  firstPaint.setAttribute(holdAttribute, '');
}

/** The inline script placed after the first paint of the profile page: it asks for the app's code once it is done. */
export const earlyProfileScript = () =>
  `<script>(${drawThenStartApp.toString()})(${startApp.toString()}, ${JSON.stringify(APP_SCRIPTS_ID)}, ${APP_WAITS_AT_MOST_MS}, () => (${drawEarlyProfile.toString()})(${replaceTokens.toString()}, ${askWithStoredToken.toString()}, ${[
    FIRST_PAINT_ID,
    FIRST_PAINT_HOLD_ATTRIBUTE,
    EARLY_PROFILE_TEMPLATE_ID,
    sample(),
  ]
    .map((value) => JSON.stringify(value).replace(/</g, '\\u003c'))
    .join(', ')}));</script>`;
