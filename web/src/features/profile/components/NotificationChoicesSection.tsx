import { FormGroup, Switch } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_TOPICS, type NotificationPreferences } from '@campuseats/common/notifications';
import { MutationError } from '@/components/MutationError';
import { RetryAlert } from '@/components/RetryAlert';
import { queryKeys } from '@/lib/query/queryKeys';
import { fetchNotificationPreferences, saveNotificationPreferences } from '../api/dataRights';
import { NotificationChoiceRow, NotificationChoicesLoading } from './ProfilePlaceholders';
import { ProfileSection } from './ProfileSection';

/** Notification choices, each saved at once, since the server writes only what is on (docs/product.md#your-data). */
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
      {choices.status === 'pending' && <NotificationChoicesLoading />}
      {choices.status === 'error' && (
        <RetryAlert retryLabel="Try Again" onRetry={() => void choices.refetch()}>
          Could not load your notification choices.
        </RetryAlert>
      )}
      {choices.status === 'success' && <MutationError mutation={save} fallback="Could not save your choice. Please try again." />}
      {choices.status === 'success' && shown && (
        <FormGroup>
          {NOTIFICATION_TOPICS.map((topic) => (
            <NotificationChoiceRow
              key={topic}
              topic={topic}
              control={
                <Switch checked={shown[topic]} disabled={save.isPending} onChange={(_event, checked) => save.mutate({ ...choices.data, [topic]: checked })} />
              }
            />
          ))}
        </FormGroup>
      )}
    </ProfileSection>
  );
}
