import type { AuditAction, AuditEntry, AuditPage, AuditState, AuditTargetKind } from '@campuseats/common/admin';
import { AUDIT_PAGE_SIZE } from '@campuseats/common/admin';
import type { AuditLogDocument } from '@campuseats/common/documents';
import { auditLogCollection } from '../lib/collections';
import { pageAfter } from '../lib/paging';
import type { PlannedWrite } from '../lib/writes';

// The audit log (docs/product.md#admin-console): one auditLog/{id} per admin action, who, what, when, and the
// fields it changed before and after. Every change writes its entry in the same batch, so neither exists without
// the other: a role or a disabled account is changed in accounts/{uid} (lib/accounts.ts), which Firebase Auth then
// follows. No endpoint changes or deletes an entry, and the rules let no client.

/** Who did it: the admin's uid and email, from their token. */
export interface Actor {
  uid: string;
  email: string | undefined;
}

export interface AuditRecord {
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string };
  before: AuditState;
  after: AuditState;
}

function entryOf(actor: Actor, record: AuditRecord): AuditLogDocument {
  return { actorUid: actor.uid, actorEmail: actor.email ?? null, ...record, at: new Date() };
}

/** The entry as one write of the change's own batch. */
export function auditWrite(actor: Actor, record: AuditRecord): PlannedWrite {
  return { ref: auditLogCollection().doc(), create: entryOf(actor, record) };
}

function toAuditEntry(id: string, entry: AuditLogDocument): AuditEntry {
  return { id, ...entry, at: entry.at.toISOString() };
}

/** The log, newest first, a page after the entry `cursor`. */
export async function listAudit(cursor: string | undefined, size = AUDIT_PAGE_SIZE): Promise<AuditPage> {
  const { page, nextCursor } = await pageAfter(auditLogCollection().orderBy('at', 'desc'), cursor ? auditLogCollection().doc(cursor) : undefined, size);
  return { entries: page.map(({ id, data }) => toAuditEntry(id, data)), nextCursor };
}
