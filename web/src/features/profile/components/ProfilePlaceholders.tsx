import type { ReactNode, Ref } from 'react';
import { Box, Button, Skeleton, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ProfileSection } from './ProfileSection';

// The sections as they look while loading, in the page's own small chunk (docs/bench/2026-11-first-paint.md#every-other-route).

export const FIELDS = [
  { name: 'first', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'last', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

export type PersonalValues = Record<(typeof FIELDS)[number]['name'], string>;

/** The fields' grid: one column on phones, two from tablets on. */
export const FIELDS_SX = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export const editButton = (onClick?: () => void, ref?: Ref<HTMLButtonElement>) => (
  <Button ref={ref} variant="outlined" onClick={onClick} disabled={!onClick}>
    Edit Profile
  </Button>
);

/** The section at its loaded size, so the panels below do not move when the profile arrives. */
export function PersonalInfoSkeleton() {
  return (
    <ProfileSection title="Personal Information" action={editButton()}>
      <Stack spacing={2} role="status" aria-label="Loading profile">
        <Box sx={FIELDS_SX}>
          {FIELDS.map(({ name }) => (
            <Skeleton key={name} variant="rounded" height={56} />
          ))}
        </Box>
        <Skeleton variant="text" width="60%" />
      </Stack>
    </ProfileSection>
  );
}

export function AddressesSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading addresses">
      {[0, 1].map((index) => (
        <Skeleton key={index} variant="rounded" height={112} />
      ))}
    </Stack>
  );
}

/** The section's panel, with Add New Address (not yet usable while the book loads for an account not known yet). */
export function AddressesPanel({ onAdd, addRef, children }: { onAdd?: () => void; addRef?: Ref<HTMLButtonElement>; children: ReactNode }) {
  return (
    <ProfileSection
      title="Saved Addresses"
      action={
        <Button ref={addRef} variant="contained" startIcon={<AddIcon />} onClick={onAdd} disabled={!onAdd}>
          Add New Address
        </Button>
      }
    >
      {children}
    </ProfileSection>
  );
}

/** The section while the account is not known yet (RequireAuth draws the page before Firebase Auth answers). */
export function SavedAddressesLoading() {
  return (
    <AddressesPanel>
      <AddressesSkeleton />
    </AddressesPanel>
  );
}
