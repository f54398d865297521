import * as routes from '@campuseats/common/api/routes/users';
import type { NotificationPreferences } from '@campuseats/common/notifications';
import {
  accountDeletionResponseSchema,
  dataExportSchema,
  notificationPreferencesResponseSchema,
  type AccountDeletion,
  type AccountDeletionRequest,
  type DataExport,
} from '@campuseats/common/privacy';
import { apiRequest } from '@/lib/apiClient';

// The student's rights over their data, from the profile page (docs/product.md#your-data).

export async function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return (await apiRequest(routes.notificationPreferences, { schema: notificationPreferencesResponseSchema, signal })).preferences;
}

export async function saveNotificationPreferences(preferences: NotificationPreferences): Promise<NotificationPreferences> {
  return (await apiRequest(routes.updateNotificationPreferences, { body: preferences, schema: notificationPreferencesResponseSchema })).preferences;
}

export function fetchOwnData(): Promise<DataExport> {
  return apiRequest(routes.exportOwnData, { schema: dataExportSchema });
}

export function deleteOwnAccount(request: AccountDeletionRequest): Promise<AccountDeletion> {
  return apiRequest(routes.deleteOwnAccount, { body: request, schema: accountDeletionResponseSchema });
}
