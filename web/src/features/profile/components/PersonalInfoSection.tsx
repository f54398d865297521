import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { hostelPlace, profileUpdateSchema, type UserProfile } from '@campuseats/common/users';
import { MutationError } from '@/components/MutationError';
import { messagesByField, type FieldMessages } from '@/lib/fieldMessages';
import { refreshSessionUser } from '@/lib/session';
import { EMAIL_CHANGED } from '@/lib/sessionEnded';
import { focusFirstWrong } from '@/lib/useCheckedForm';
import { useFocusOnChange } from '@/lib/useFocusOnChange';
import { saveProfile } from '../api/profile';
import { ProfileSection } from './ProfileSection';
import { editButton, FIELDS, TWO_COLUMNS_SX, type PersonalValues } from './ProfilePlaceholders';

const valuesOf = (profile: UserProfile): PersonalValues => ({ first: profile.name.first, last: profile.name.last, email: profile.email, phone: profile.phone });

/** The line under the profile's fields: year of study and where the student lives. */
function personalDetails(profile: UserProfile): string {
  let where: string | null = null;
  if (profile.accommodation === 'Hosteller' && profile.hostelDetails) {
    where = `Hosteller, ${hostelPlace(profile.hostelDetails)}`;
  } else if (profile.accommodation === 'Non-Hosteller' && profile.offCampusAddress) {
    where = `Non-Hosteller, ${profile.offCampusAddress.addressLine1} (${profile.offCampusAddress.landmark})`;
  }
  return [profile.yearOfStudy, where].filter(Boolean).join(' · ');
}

/** Personal Information, read-only until Edit Profile; Cancel restores the last saved values (docs/product.md#profile). */
export function PersonalInfoSection({ profile, onSaved }: { profile: UserProfile; onSaved: (saved: UserProfile) => void }) {
  const [values, setValues] = useState<PersonalValues>(() => valuesOf(profile));
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [messages, setMessages] = useState<FieldMessages>({});
  const request = { name: { first: values.first, last: values.last }, email: values.email, phone: values.phone };
  const save = useMutation({
    mutationFn: () => saveProfile(request),
    onSuccess: async (user) => {
      onSaved(user);
      setValues(valuesOf(user));
      setEditing(false);
      setNotice('Profile updated successfully');
      if (user.email !== profile.email) {
        // Firebase Auth ends every session of an account whose email changes, sooner or later: end this one now, and
        // the login page says why.
        const { endSession } = await import('@/lib/authState');
        await endSession(EMAIL_CHANGED);
        return;
      }
      // The server changed the display name in Firebase Auth: let the avatar know.
      await refreshSessionUser().catch((error: unknown) => console.warn('Could not refresh the session', error));
    },
    onError: (error) => console.error('Failed to update profile', error),
  });
  const saving = save.isPending;
  // Edit Profile and the form's buttons replace each other: the focus goes to the first field, then back to Edit.
  const firstFieldRef = useFocusOnChange<HTMLInputElement>(editing);
  const editButtonRef = useFocusOnChange<HTMLButtonElement>(editing);

  const cancel = () => {
    setValues(valuesOf(profile));
    setMessages({});
    setEditing(false);
    save.reset();
  };

  // Checked with the API's own schema first: a message beside its field (keyed by the field's last name, "first" for
  // name.first), and the focus on the first field that is wrong.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = profileUpdateSchema.safeParse(request);
    const found = checked.success ? {} : messagesByField(checked.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(-1) })));
    setMessages(found);
    if (Object.keys(found).length > 0) focusFirstWrong(event.currentTarget, found);
    else save.mutate();
  };

  const details = personalDetails(profile);

  return (
    <ProfileSection
      title="Personal Information"
      action={
        !editing &&
        editButton(() => {
          setEditing(true);
          setNotice(null);
        }, editButtonRef)
      }
    >
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Personal information">
        <MutationError mutation={save} fallback="Failed to update profile" />
        {notice && <Alert severity="success">{notice}</Alert>}
        <Box sx={TWO_COLUMNS_SX}>
          {FIELDS.map(({ name, label, type, autoComplete }, index) => (
            <TextField
              key={name}
              inputRef={index === 0 && editing ? firstFieldRef : undefined}
              label={label}
              type={type}
              autoComplete={autoComplete}
              name={name}
              value={values[name]}
              onChange={(event) => {
                setValues((current) => ({ ...current, [name]: event.target.value }));
                setMessages(({ [name]: _edited, ...others }) => others);
              }}
              error={Boolean(messages[name])}
              helperText={messages[name]}
              slotProps={{ htmlInput: { readOnly: !editing }, inputLabel: { shrink: true } }}
              variant={editing ? 'outlined' : 'filled'}
              fullWidth
            />
          ))}
        </Box>
        {details && (
          <Typography variant="body2" color="text.secondary">
            {details}
          </Typography>
        )}
        {editing && (
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </Stack>
        )}
      </Stack>
    </ProfileSection>
  );
}
