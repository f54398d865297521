import type { ComponentType } from 'react';
import type { ScreenName } from '@/lib/routes';

// The staff consoles' code, reached from the router through this small module: the lists of files each console
// preloads then live here, not in the shell every student downloads.
export const STAFF_SCREEN_CODE = {
  vendorDashboard: async () => (await import('@/features/vendor/components/VendorDashboardPage')).VendorDashboardPage,
  vendorMenu: async () => (await import('@/features/vendor/components/VendorMenuPage')).VendorMenuPage,
  adminDashboard: async () => (await import('@/features/admin/components/AdminDashboardPage')).AdminDashboardPage,
  // Admin screens that read the API alone: no Firestore in their chunks.
  adminUsers: async () => (await import('@/features/admin/components/AccountsPage')).AccountsPage,
  adminAudit: async () => (await import('@/features/admin/components/AuditLogPage')).AuditLogPage,
} satisfies Partial<Record<ScreenName, () => Promise<ComponentType>>>;

export type StaffScreenName = keyof typeof STAFF_SCREEN_CODE;
