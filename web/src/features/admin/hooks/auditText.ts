import type { AuditAction, AuditEntry, AuditState, AuditTargetKind } from '@campuseats/common/admin';
import { roleFromClaim } from '@campuseats/common/roles';
import { ROLE_LABELS } from './accountText';

// The audit log in plain words (docs/product.md#admin-console).

export const ACTION_WORDS: Record<AuditAction, string> = {
  'eatery.create': 'Added an eatery',
  'eatery.suspend': 'Suspended an eatery',
  'eatery.reopen': 'Reopened an eatery',
  'user.role': 'Changed a role',
  'user.disable': 'Disabled an account',
  'user.enable': 'Enabled an account',
  'user.delete': 'Deleted an account',
  'review.hide': 'Hid a review',
  'review.show': 'Showed a review again',
};

const TARGET_WORDS: Record<AuditTargetKind, string> = { eatery: 'Eatery', user: 'Account', review: 'Review' };

/** Who did it: their email; a student who deleted their own account, whose email the log does not keep, "its owner". */
export const actorText = (entry: Pick<AuditEntry, 'actorEmail' | 'actorUid' | 'target'>): string =>
  entry.actorEmail ?? (entry.target.kind === 'user' && entry.target.id === entry.actorUid ? 'its owner' : entry.actorUid);

/** The target as labelled when the action happened; an old entry without a label falls back to its id. */
export const targetText = (target: AuditEntry['target']): string => `${TARGET_WORDS[target.kind]} ${target.label ?? target.id}`;

const FIELD_WORDS: Record<string, string> = {
  role: 'Role',
  disabled: 'Disabled',
  suspended: 'Suspended',
  hidden: 'Hidden',
  hiddenReason: 'Reason',
  name: 'Name',
  cuisine: 'Cuisine',
  address: 'Address',
  categories: 'Categories',
  hours: 'Opening hours',
  ownerUid: 'Vendor’s account',
  vendorEmail: 'Vendor’s email',
};

/** A field the list above does not know yet, in words: "costForTwo" reads "Cost for two". */
const fieldWords = (field: string) =>
  FIELD_WORDS[field] ?? field.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).replace(/^./, (first) => first.toUpperCase());

type Value = NonNullable<AuditState>[string] | undefined;

/** Opening hours as the log keeps them (their JSON), as "Mon 09:00–21:00, Tue 09:00–13:00 and 17:00–23:00". */
function hoursWords(json: string): string {
  try {
    const days = Object.entries(JSON.parse(json) as Record<string, { open: string; close: string }[]>);
    return days
      .map(([day, ranges]) => `${day.charAt(0).toUpperCase()}${day.slice(1)} ${ranges.map((range) => `${range.open}–${range.close}`).join(' and ')}`)
      .join(', ');
  } catch {
    return json;
  }
}

function valueWords(field: string, value: Value): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'role') return ROLE_LABELS[roleFromClaim(value)];
  if (field === 'hours' && typeof value === 'string') return hoursWords(value);
  return String(value);
}

/** Each field the entry changed, in the order the API recorded them, with its value before and after in words (null for none: an eatery being added has none before). */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields
    .map((field) => ({ field: fieldWords(field), before: valueWords(field, entry.before?.[field]), after: valueWords(field, entry.after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
