import type { AuditAction, AuditSubjectKind } from '@sponsorly/shared';
import type { Database, Kysely, Transaction } from '@sponsorly/db';

export interface AuditRecord {
  /** The administrator; null for the command line, where no account acts. */
  actorId: string | null;
  action: AuditAction;
  subjectKind: AuditSubjectKind;
  subjectId: string;
  reason: string;
  at: Date;
}

/**
 * Writes one administrator action to the audit log, in the caller's transaction: the action and its record
 * commit together or not at all. The table takes no UPDATE or DELETE (migration 0036), so what is written stays.
 */
export async function recordAudit(trx: Transaction<Database> | Kysely<Database>, record: AuditRecord): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      action: record.action,
      subject_kind: record.subjectKind,
      subject_id: record.subjectId,
      reason: record.reason,
      created_at: record.at,
    })
    .execute();
}
