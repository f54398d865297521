import { profileUpdateResponseSchema, type ProfileUpdateInput, type UserProfile } from '@campuseats/common/users';
import { apiRequest } from '@/lib/apiClient';

export async function saveProfile(update: ProfileUpdateInput): Promise<UserProfile> {
  return (await apiRequest('/users/me', { method: 'PUT', body: update, schema: profileUpdateResponseSchema })).user;
}
