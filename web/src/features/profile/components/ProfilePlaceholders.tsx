import type { ReactElement, ReactNode, Ref } from 'react';
import { Box, Button, Card, CardActions, CardContent, FormControlLabel, FormGroup, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '@campuseats/common/notifications';
import { ProfileSection } from './ProfileSection';

// The sections as they look while loading, in the page's own small chunk (docs/bench/2026-11-first-paint.md#every-other-route).

export const FIELDS = [
  { name: 'first', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'last', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

export type PersonalValues = Record<(typeof FIELDS)[number]['name'], string>;

/** The fields' and the address cards' grid: one column on phones, two from tablets on. */
export const TWO_COLUMNS_SX = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

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
        <Box sx={TWO_COLUMNS_SX}>
          {FIELDS.map(({ name }) => (
            <Skeleton key={name} variant="rounded" height={56} />
          ))}
        </Box>
        {/* The year and where the student lives: one line, as a hosteller's is. */}
        <Typography variant="body2" sx={{ width: '60%' }}>
          <Skeleton />
        </Typography>
      </Stack>
    </ProfileSection>
  );
}

/**
 * A card shaped as the address signup saves for a hosteller (label, their block and room, the campus, the phone; its
 * buttons): a student's book most often holds that one address, which is one row of the grid at any width.
 */
export function AddressesSkeleton() {
  return (
    <Box role="status" aria-label="Loading addresses" sx={TWO_COLUMNS_SX}>
      <Card variant="outlined">
        <CardContent sx={{ pb: 1 }}>
          <Typography variant="subtitle1" sx={{ mb: 1, width: '35%' }}>
            <Skeleton />
          </Typography>
          {['60%', '70%', '50%'].map((width) => (
            <Typography key={width} variant="body2" sx={{ width }}>
              <Skeleton />
            </Typography>
          ))}
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'flex-end' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton variant="circular" width={40} height={40} />
        </CardActions>
      </Card>
    </Box>
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

/** Each topic a student may turn on or off, in the words of docs/product.md#your-data. */
const TOPIC_WORDS: Record<NotificationTopic, { label: string; help: string }> = {
  orderUpdates: { label: 'Order updates', help: 'Each step of your orders, and an eatery’s reply to your review.' },
  offers: { label: 'Offers', help: 'Deals and discounts from eateries on campus.' },
  announcements: { label: 'Announcements', help: 'News from CampusEats, such as new eateries and changed hours.' },
};

/** A choice's row: its switch, or while loading a placeholder of the switch's size, beside its words. */
export function NotificationChoiceRow({ topic, control }: { topic: NotificationTopic; control: ReactElement }) {
  return (
    <FormControlLabel
      control={control}
      label={
        <span>
          <Typography component="span" sx={{ display: 'block' }}>
            {TOPIC_WORDS[topic].label}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {TOPIC_WORDS[topic].help}
          </Typography>
        </span>
      }
      sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiSwitch-root': { mt: -0.5 } }}
    />
  );
}

/** The choices while they load: the same rows with their words, so nothing below moves when the switches come. */
export function NotificationChoicesLoading() {
  return (
    <FormGroup role="status" aria-label="Loading notification choices">
      {NOTIFICATION_TOPICS.map((topic) => (
        // The switch's track (34 by 14 px) where the switch draws it.
        <NotificationChoiceRow
          key={topic}
          topic={topic}
          control={<Skeleton variant="rounded" width={34} height={14} sx={{ mx: 1.5, mt: 1, flexShrink: 0 }} />}
        />
      ))}
    </FormGroup>
  );
}

/** The section while the account or the section's code is not there yet. */
export function NotificationChoicesSectionLoading() {
  return (
    <ProfileSection title="Notifications">
      <NotificationChoicesLoading />
    </ProfileSection>
  );
}

/**
 * Your Data's words and buttons; without their actions (while the account or the section's code is not there yet)
 * the buttons are disabled, and the section already has its loaded size.
 */
export function YourDataPanel({
  onDownload,
  downloading = false,
  downloaded,
  onDelete,
  children,
}: {
  onDownload?: () => void;
  downloading?: boolean;
  downloaded?: ReactNode;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  return (
    <ProfileSection title="Your Data">
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            One JSON file with everything CampusEats holds about you.
          </Typography>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownload} disabled={!onDownload || downloading} sx={{ alignSelf: 'flex-start' }}>
            {downloading ? 'Preparing your data...' : 'Download my data'}
          </Button>
          {downloaded}
        </Stack>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            Deleting your account cannot be undone. It is possible once no order of yours is on its way.
          </Typography>
          <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={onDelete} disabled={!onDelete} sx={{ alignSelf: 'flex-start' }}>
            Delete my account
          </Button>
        </Stack>
      </Stack>
      {children}
    </ProfileSection>
  );
}
