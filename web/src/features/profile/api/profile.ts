import { profileUpdateResponseSchema, type ProfileUpdateInput, type UserProfile } from '@campuseats/common/users';
import * as routes from '@campuseats/common/api/routes/users';
import { apiRequest } from '@/lib/apiClient';

export async function saveProfile(update: ProfileUpdateInput): Promise<UserProfile> {
  return (await apiRequest(routes.updateProfile, { body: update, schema: profileUpdateResponseSchema })).user;
}
