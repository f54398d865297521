import { FormControlLabel, FormGroup, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_TOPICS, type NotificationPreferences, type NotificationTopic } from '@campuseats/common/notifications';
import { MutationError } from '@/components/MutationError';
import { RetryAlert } from '@/components/RetryAlert';
import { queryKeys } from '@/lib/query/queryKeys';
import { fetchNotificationPreferences, saveNotificationPreferences } from '../api/dataRights';
import { ProfileSection } from './ProfileSection';

/** Each topic a student may turn on or off, in the words of docs/product.md#your-data. */
const TOPIC_WORDS: Record<NotificationTopic, { label: string; help: string }> = {
  orderUpdates: { label: 'Order updates', help: 'Each step of your orders, and an eatery’s reply to your review.' },
  offers: { label: 'Offers', help: 'Deals and discounts from eateries on campus.' },
  announcements: { label: 'Announcements', help: 'News from CampusEats, such as new eateries and changed hours.' },
};

/** Notification choices, each saved at once, since the server writes only what is on (docs/product.md#your-data). */
// A choice's row (its label and the line under it), which its loading placeholder keeps.
const ROW_HEIGHT = 48;
const ROW_MARGIN = 0.5;

export function NotificationChoicesSection({ uid }: { uid: string }) {
  const queryClient = useQueryClient();
  const key = queryKeys.notificationPreferences(uid);
  const choices = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchNotificationPreferences(signal) });
  const save = useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData<NotificationPreferences>(key, saved),
  });

  const shown = save.isPending && save.variables ? save.variables : choices.data;
  return (
    <ProfileSection title="Notifications">
      {choices.status === 'pending' && (
        // A row of the loaded list's height each, so that what is below (Your Data, Logout) stays put when it loads.
        <Stack role="status" aria-label="Loading notification choices">
          {NOTIFICATION_TOPICS.map((topic) => (
            <Skeleton key={topic} variant="rounded" height={ROW_HEIGHT} sx={{ my: ROW_MARGIN }} />
          ))}
        </Stack>
      )}
      {choices.status === 'error' && (
        <RetryAlert retryLabel="Try Again" onRetry={() => void choices.refetch()}>
          Could not load your notification choices.
        </RetryAlert>
      )}
      {choices.status === 'success' && <MutationError mutation={save} fallback="Could not save your choice. Please try again." />}
      {choices.status === 'success' && shown && (
        <FormGroup>
          {NOTIFICATION_TOPICS.map((topic) => (
            <FormControlLabel
              key={topic}
              control={
                <Switch checked={shown[topic]} disabled={save.isPending} onChange={(_event, checked) => save.mutate({ ...choices.data, [topic]: checked })} />
              }
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
              sx={{ alignItems: 'flex-start', my: ROW_MARGIN, minHeight: ROW_HEIGHT, '& .MuiSwitch-root': { mt: -0.5 } }}
            />
          ))}
        </FormGroup>
      )}
    </ProfileSection>
  );
}
