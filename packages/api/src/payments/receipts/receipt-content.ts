import type { Database, Transaction } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { brandNameSql } from '../../lib/party-names';

/** The card a payment used, as the provider kept it: never more than the last four digits. */
export interface CardUsed {
  /** "Visa", when the provider told it; the sandbox does not. */
  brand: string | null;
  last4: string;
}

/** Who issues the document and who it is for, as they were named the day it was issued. */
interface Parties {
  issuer: { name: string; address: string };
  billed_to: { name: string; email: string };
}

/** A funded deal's receipt: what was bought, the figures, and how it was paid. */
export interface DealReceiptContent extends Parties {
  kind: 'receipt';
  deal: {
    id: string;
    title: string;
    creator: string;
    campaign: string | null;
    deliverables: { description: string; due_date: string }[];
  };
  price_cents: number;
  fee_cents: number;
  total_cents: number;
  from_balance_cents: number;
  by_card_cents: number;
  card: CardUsed | null;
}

/** A refund to the brand's card: the amount and where it went. */
export interface CreditNoteContent extends Parties {
  kind: 'credit_note';
  amount_cents: number;
  card: CardUsed | null;
}

/** What a receipt row's `content` holds: the document as issued, rendered again on each download. */
export type ReceiptContent = DealReceiptContent | CreditNoteContent;

/** The card in a payment operation's details (`card_last4`, and `card_brand` when a provider gives it). */
export function cardOf(details: Record<string, unknown>): CardUsed | null {
  const last4 = details.card_last4;
  if (typeof last4 !== 'string' || !/^\d{4}$/.test(last4)) return null;
  return { brand: typeof details.card_brand === 'string' ? details.card_brand : null, last4 };
}

/** The platform (COMPANY_NAME, CONTACT_ADDRESS) and the brand (its company, else its person) as of now. */
export async function partiesOf(
  trx: Transaction<Database>,
  deps: Pick<ServiceDeps, 'settings'>,
  brandId: string,
): Promise<Parties> {
  const brand = await trx
    .selectFrom('users as u')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'u.id')
    .select([brandNameSql('u', 'bp').as('name'), 'u.email'])
    .where('u.id', '=', brandId)
    .executeTakeFirstOrThrow();
  return {
    issuer: { name: deps.settings.companyName, address: deps.settings.contact.address },
    billed_to: { name: brand.name, email: brand.email },
  };
}
