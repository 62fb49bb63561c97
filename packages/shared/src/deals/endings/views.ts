import type { DealParty } from '../../marketplace/enums';
import type { CancellationStatus, DisputeOutcome } from './enums';

export interface CancellationView {
  id: string;
  requested_side: DealParty;
  reason: string;
  status: CancellationStatus;
  answer_due_at: string;
  created_at: string;
}

export interface DisputeView {
  id: string;
  opened_side: DealParty;
  reason: string;
  evidence: string[];
  answer: string | null;
  answer_due_at: string;
  status: 'open' | 'resolved';
  outcome: DisputeOutcome | null;
  creator_percent: number | null;
  note: string | null;
  resolved_at: string | null;
  created_at: string;
}
