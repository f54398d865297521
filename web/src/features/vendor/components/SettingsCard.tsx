import { useState, type ReactNode } from 'react';
import { Alert, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { VendorEatery } from '@campuseats/common/orderLifecycle';
import { SectionCard } from '@/components/SectionCard';
import { errorMessage } from '@/lib/apiClient';
import { useEateryChange } from '../hooks/useEateryChange';

/** A draft's check: the request the API's own schema made of it, or (a string) what stops it before the schema. */
type Checked<R> = string | { success: true; data: R } | { success: false; error: { issues: readonly { message: string }[] } };

interface Options<D, R> {
  /** The settings as the eatery has them now (live): a draft nobody has touched follows them. */
  current: unknown;
  initial: () => D & { on: boolean };
  check: (draft: D & { on: boolean }) => Checked<R>;
  send: (request: R) => Promise<VendorEatery>;
  failed: string;
}

/**
 * A settings card's draft, checked before it is sent; any edit clears the last save's outcome. Until it is edited the
 * draft follows the eatery's settings, so a change saved on another device shows here instead of being undone by Save.
 */
export function useSettingsForm<D, R>({ current, initial, check, send, failed }: Options<D, R>) {
  const [draft, setDraft] = useState(initial);
  const [edited, setEdited] = useState(false);
  const currentKey = JSON.stringify(current);
  const [draftedFrom, setDraftedFrom] = useState(currentKey);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useEateryChange(send);
  if (currentKey !== draftedFrom && !edited && !save.isPending) {
    setDraftedFrom(currentKey);
    setDraft(initial());
  }
  const edit = (change: Partial<D & { on: boolean }>) => {
    setDraft((shown) => ({ ...shown, ...change }));
    setEdited(true);
    setProblem(null);
    if (!save.isPending) save.reset();
  };
  const submit = () => {
    if (save.isPending) return;
    const checked = check(draft);
    if (typeof checked === 'string') return setProblem(checked);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? failed);
    save.mutate(checked.data, { onSuccess: () => setEdited(false), onError: (error) => setProblem(errorMessage(error, failed)) });
  };
  return { draft, edit, submit, problem, saving: save.isPending, saved: save.isSuccess };
}

interface Props {
  form: ReturnType<typeof useSettingsForm<object, unknown>>;
  id: string;
  title: string;
  /** The switch that turns the settings on, and what the card says while it is off. */
  switchLabel: string;
  offText: string;
  saveLabel: string;
  savedText: string;
  children: ReactNode;
}

/** One of the console's settings: a switch, its fields, the refusal if any, and Save (docs/product.md#vendor-console). */
export function SettingsCard({ form, id, title, switchLabel, offText, saveLabel, savedText, children }: Props) {
  return (
    <SectionCard id={id} title={title} sx={{ mt: 3 }} onSubmit={form.submit}>
      <FormControlLabel control={<Switch checked={form.draft.on} onChange={(event) => form.edit({ on: event.target.checked })} />} label={switchLabel} />
      {form.draft.on ? children : <Typography color="text.secondary">{offText}</Typography>}
      {form.problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {form.problem}
        </Alert>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mt: 2 }}>
        {/* Busy, it refuses presses but keeps the keyboard focus, which `disabled` would drop to the page. */}
        <Button type="submit" variant="contained" aria-disabled={form.saving || undefined}>
          {form.saving ? 'Saving...' : saveLabel}
        </Button>
        {form.saved && (
          <Typography role="status" color="success.main" sx={{ fontWeight: 700 }}>
            {savedText}
          </Typography>
        )}
      </Stack>
    </SectionCard>
  );
}
