import type { HostelPlace, UserProfile } from '@campuseats/common/users';

/** The line under the profile's fields: year of study and where the student lives. */
export function personalDetails(
  profile: Pick<UserProfile, 'yearOfStudy' | 'accommodation' | 'hostelDetails' | 'offCampusAddress'>,
  hostelPlace: HostelPlace,
): string {
  let where: string | null = null;
  if (profile.accommodation === 'Hosteller' && profile.hostelDetails) {
    where = `Hosteller, ${hostelPlace(profile.hostelDetails)}`;
  } else if (profile.accommodation === 'Non-Hosteller' && profile.offCampusAddress) {
    where = `Non-Hosteller, ${profile.offCampusAddress.addressLine1} (${profile.offCampusAddress.landmark})`;
  }
  return [profile.yearOfStudy, where].filter(Boolean).join(' · ');
}
