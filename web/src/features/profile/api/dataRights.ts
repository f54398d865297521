import * as routes from '@campuseats/common/api/routes/users';
import type { NotificationPreferences } from '@campuseats/common/notifications';
import type { DataExport } from '@campuseats/common/dataExport';
import {
  accountDeletionResponseSchema,
  notificationPreferencesResponseSchema,
  type AccountDeletion,
  type AccountDeletionRequest,
} from '@campuseats/common/privacy';
import { apiRequest } from '@/lib/apiClient';

// The student's rights over their data, from the profile page (docs/product.md#your-data).

export async function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return (await apiRequest(routes.notificationPreferences, { schema: notificationPreferencesResponseSchema, signal })).preferences;
}

export async function saveNotificationPreferences(preferences: NotificationPreferences): Promise<NotificationPreferences> {
  return (await apiRequest(routes.updateNotificationPreferences, { body: preferences, schema: notificationPreferencesResponseSchema })).preferences;
}

/** The export's schema (and the order schemas it is made of) loads with the download, not with the page. */
export function fetchOwnData(): Promise<DataExport> {
  return apiRequest(routes.exportOwnData, { schema: import('@campuseats/common/dataExport').then((module) => module.dataExportSchema) });
}

export function deleteOwnAccount(request: AccountDeletionRequest): Promise<AccountDeletion> {
  return apiRequest(routes.deleteOwnAccount, { body: request, schema: accountDeletionResponseSchema });
}
