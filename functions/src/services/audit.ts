import type { AuditAction, AuditEntry, AuditPage, AuditState, AuditTargetKind } from '@campuseats/common/admin';
import { AUDIT_PAGE_SIZE } from '@campuseats/common/admin';
import type { AuditLogDocument } from '@campuseats/common/documents';
import type { UserRole } from '@campuseats/common/roles';
import { auditLogCollection } from '../lib/collections';
import { pageAfter } from '../lib/paging';
import type { PlannedWrite } from '../lib/writes';

// The audit log (docs/product.md#admin-console): each admin change writes its entry in its own batch, so neither exists without the other.

/** Who did it: the admin's uid and email, from their token. */
export interface Actor {
  uid: string;
  email: string | undefined;
}

interface AuditRecord {
  action: AuditAction;
  /** `label`: the target's email or name now, kept so the log reads the same after a rename or a deletion. */
  target: { kind: AuditTargetKind; id: string; label: string | null };
  before: AuditState;
  after: AuditState;
}

/** The entry as one write of the change's own batch. */
export function auditWrite(actor: Actor, record: AuditRecord): PlannedWrite {
  return { ref: auditLogCollection().doc(), create: { actorUid: actor.uid, actorEmail: actor.email ?? null, ...record, at: new Date() } };
}

/** The entry of an account's role change. */
export const roleChangeWrite = (actor: Actor, target: AuditRecord['target'], before: UserRole, after: UserRole): PlannedWrite =>
  auditWrite(actor, { action: 'user.role', target, before: { role: before }, after: { role: after } });

/** An entry written before labels were kept: an added eatery's entry still names it. */
function labelOf(entry: AuditLogDocument): string | null {
  if (entry.target.label !== undefined) return entry.target.label;
  const name = entry.action === 'eatery.create' ? entry.after?.name : undefined;
  return typeof name === 'string' ? name : null;
}

function toAuditEntry(id: string, entry: AuditLogDocument): AuditEntry {
  return { id, ...entry, target: { ...entry.target, label: labelOf(entry) }, at: entry.at.toISOString() };
}

/** The log, newest first, a page after the entry `cursor`. */
export async function listAudit(cursor: string | undefined, size = AUDIT_PAGE_SIZE): Promise<AuditPage> {
  const { page, nextCursor } = await pageAfter(auditLogCollection().orderBy('at', 'desc'), cursor ? auditLogCollection().doc(cursor) : undefined, size);
  return { entries: page.map(({ id, data }) => toAuditEntry(id, data)), nextCursor };
}
