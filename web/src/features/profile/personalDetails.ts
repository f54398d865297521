import type { UserProfile } from '@campuseats/common/users';

/**
 * The line under the profile's fields: the year of study and where the student lives, as far as the profile says.
 * Self-contained (it uses nothing from outside itself): the profile page's inline script runs its source text too
 * (features/profile/firstPaint/earlyProfile.ts).
 */
export function personalDetails(profile: Pick<UserProfile, 'yearOfStudy' | 'accommodation' | 'hostelDetails' | 'offCampusAddress'>): string {
  let where: string | null = null;
  if (profile.accommodation === 'Hosteller' && profile.hostelDetails) {
    where = `Hosteller, Block ${profile.hostelDetails.block}, Room ${profile.hostelDetails.room}`;
  } else if (profile.accommodation === 'Non-Hosteller' && profile.offCampusAddress) {
    where = `Non-Hosteller, ${profile.offCampusAddress.addressLine1} (${profile.offCampusAddress.landmark})`;
  }
  return [profile.yearOfStudy, where].filter(Boolean).join(' · ');
}

export type PersonalDetails = typeof personalDetails;
