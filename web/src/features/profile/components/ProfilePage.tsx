import { Suspense } from 'react';
import { Alert, Button, Container, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import LogoutIcon from '@mui/icons-material/Logout';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserProfile, VerifyResponse } from '@campuseats/common/users';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from '@/components/RetryAlert';
import { errorMessage } from '@/lib/apiClient';
import { queryKeys } from '@/lib/query/queryKeys';
import { profileQuery } from '@/lib/query/signedInQueries';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useLogout } from '@/lib/useLogout';
import { lazyNow } from '@/lib/lazyNow';
import { NotificationChoicesSectionLoading, PersonalInfoSkeleton, SavedAddressesLoading, YourDataPanel } from './ProfilePlaceholders';
import { ProfileSection } from './ProfileSection';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

// The sections' code loads beside the first draw so the frames draw without it (docs/bench/2026-11-first-paint.md#every-other-route).
const PersonalInfoSection = lazyNow(() => import('./PersonalInfoSection'), 'PersonalInfoSection');
const SavedAddressesSection = lazyNow(() => import('./SavedAddressesSection'), 'SavedAddressesSection');
const NotificationChoicesSection = lazyNow(() => import('./NotificationChoicesSection'), 'NotificationChoicesSection');
const YourDataSection = lazyNow(() => import('./YourDataSection'), 'YourDataSection');

function PersonalInfo({ uid }: { uid: string }) {
  const profile = useQuery(profileQuery(uid));
  const queryClient = useQueryClient();
  // The page's read of the profile takes what was saved, for the next visit of the page.
  const saved = (user: UserProfile) => queryClient.setQueryData<VerifyResponse>(queryKeys.profile(uid), (read) => read && { ...read, user });
  if (profile.status === 'pending') return <PersonalInfoSkeleton />;
  if (profile.status === 'error' || !profile.data.user) {
    return (
      <ProfileSection title="Personal Information">
        {profile.status === 'error' ? (
          <RetryAlert retryLabel="Try Again" onRetry={() => void profile.refetch()}>
            <Typography sx={{ fontWeight: 700 }}>Failed to load profile</Typography>
            {errorMessage(profile.error, 'Something went wrong. Please try again.')}
          </RetryAlert>
        ) : (
          // The Firebase account exists but registration never finished: offer to finish it.
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to={paths.signup} color="inherit">
                Complete Registration
              </Button>
            }
          >
            Your registration is not finished yet.
          </Alert>
        )}
      </ProfileSection>
    );
  }
  return (
    <Suspense fallback={<PersonalInfoSkeleton />}>
      <PersonalInfoSection profile={profile.data.user} onSaved={saved} />
    </Suspense>
  );
}

/** Notifications and Your Data at their loaded size, until the account and their code are there. */
function DataRightsLoading() {
  return (
    <>
      <NotificationChoicesSectionLoading />
      <YourDataPanel />
    </>
  );
}

const ACCOUNT_LINKS = [
  { to: paths.orders, label: 'Order History', Icon: ReceiptLongIcon },
  { to: paths.support, label: 'Support / FAQ', Icon: HelpOutlineIcon },
] as const;

function AccountActions() {
  const { logout, loggingOut } = useLogout();
  return (
    <ProfileSection title="Account Actions">
      <List disablePadding>
        {ACCOUNT_LINKS.map(({ to, label, Icon }) => (
          <ListItem key={to} disablePadding>
            <ListItemButton component={RouterLink} to={to}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={logout} disabled={loggingOut} fullWidth sx={{ mt: 2 }}>
        {loggingOut ? 'Logging out...' : 'Logout'}
      </Button>
    </ProfileSection>
  );
}

/** The profile page; its sections show their loading state until the account is known (docs/product.md#profile). */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const { user } = useSession();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Button component={RouterLink} to={paths.home} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Back to Home
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        Profile
      </Typography>
      <Stack spacing={3}>
        {user ? <PersonalInfo uid={user.uid} /> : <PersonalInfoSkeleton />}
        {user ? (
          <Suspense fallback={<SavedAddressesLoading />}>
            <SavedAddressesSection uid={user.uid} />
          </Suspense>
        ) : (
          <SavedAddressesLoading />
        )}
        {user ? (
          <Suspense fallback={<DataRightsLoading />}>
            <NotificationChoicesSection uid={user.uid} />
            <YourDataSection uid={user.uid} />
          </Suspense>
        ) : (
          <DataRightsLoading />
        )}
        <AccountActions />
      </Stack>
    </Container>
  );
}
