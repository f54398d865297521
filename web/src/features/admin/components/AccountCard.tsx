import { Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import type { AdminUser } from '@campuseats/common/admin';
import { ROLES, type UserRole } from '@campuseats/common/roles';
import { ROLE_LABELS, accountDates, accountName, type AccountChange } from '../hooks/accountText';

interface Props {
  account: AdminUser;
  /** The admin's own account: the API refuses to demote or disable it, and says so. */
  isYou: boolean;
  onAsk: (change: AccountChange) => void;
  onAskDelete: () => void;
}

/** One account of the Accounts screen: who it is, its role and state, its two changes, and, for a student, deletion. */
export function AccountCard({ account, isYou, onAsk, onAskDelete }: Props) {
  const name = accountName(account);
  return (
    <Card component="article" aria-label={name} variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' }, '&:last-child': { pb: 2 } }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{account.email ?? 'No email'}</Typography>
            {isYou && <Chip size="small" label="You" />}
            {account.disabled && <Chip size="small" color="error" label="Disabled" />}
          </Stack>
          <Typography variant="body2">{account.displayName ?? 'No name'}</Typography>
          <Typography variant="body2" color="text.secondary">
            {accountDates(account)}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexShrink: 0 }}>
          {/* A native select: the phone's own picker, and the choice only asks; the confirmed answer changes it. */}
          <TextField
            select
            size="small"
            label="Role"
            value={account.role}
            onChange={(event) => onAsk({ role: event.target.value as UserRole })}
            sx={{ minWidth: 130 }}
            slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Role of ${name}` } }}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </TextField>
          <Button
            variant="outlined"
            color={account.disabled ? 'primary' : 'error'}
            onClick={() => onAsk({ disabled: !account.disabled })}
            aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${name}`}
          >
            {account.disabled ? 'Enable' : 'Disable'}
          </Button>
          {account.role === 'user' && (
            <Button variant="text" color="error" onClick={onAskDelete} aria-label={`Delete ${name}`}>
              Delete
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
