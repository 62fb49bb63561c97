import { sql, type Kysely } from 'kysely';

/**
 * The database keeps the ledger consistent, whatever writes to it (docs/ledger.md, "What the database
 * refuses"); until now only `postJournal` did.
 *
 * - An account's counters move only with its transfers: a trigger on each INSERT into `ledger_transfers`
 *   adds what the statement's transfers move to their accounts, once per account (so a journal that
 *   funds and holds in one statement is checked against the overdraft CHECK as a whole, as before).
 *   Any other change to a counter is refused, and an account starts at zero. So every account's counters
 *   are the sum of its transfers by construction.
 * - A post or void settles a hold (`kind = 'pending'`) between the hold's own accounts, in its currency:
 *   a post moves at most what was held, a void gives back all of it. Once only: the unique index on
 *   `pending_id` (migration 0011).
 * - A transfer's currency is both of its accounts' currency: the foreign keys to the accounts name the
 *   currency too.
 * - A transfer between two different accounts, of a positive amount: CHECKs since migration 0011.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_accounts add constraint ledger_accounts_id_currency unique (id, currency)`.execute(db);
  for (const side of ['debit', 'credit']) {
    await sql`alter table ledger_transfers add constraint ${sql.raw(`ledger_transfers_${side}_account_currency`)}
      foreign key (${sql.raw(`${side}_account_id`)}, currency) references ledger_accounts (id, currency)`.execute(db);
    await sql`alter table ledger_transfers drop constraint ${sql.raw(`ledger_transfers_${side}_account_id_fkey`)}`.execute(db);
  }

  await sql`
    create function ledger_transfers_settle_within_hold() returns trigger language plpgsql as $$
    declare
      hold ledger_transfers%rowtype;
    begin
      select * into hold from ledger_transfers where id = new.pending_id;
      -- A hold that does not exist is refused by the foreign key on pending_id.
      if not found then return new; end if;
      if hold.kind <> 'pending' then
        raise exception 'ledger transfer %: % is not a hold', new.id, hold.id using errcode = 'check_violation';
      end if;
      if (new.debit_account_id, new.credit_account_id, new.currency) is distinct from (hold.debit_account_id, hold.credit_account_id, hold.currency) then
        raise exception 'ledger transfer %: settles hold % between other accounts or in another currency', new.id, hold.id
          using errcode = 'check_violation';
      end if;
      if new.kind = 'post' and new.amount > hold.amount then
        raise exception 'ledger transfer %: posts % of hold %, which holds %', new.id, new.amount, hold.id, hold.amount
          using errcode = 'check_violation';
      end if;
      if new.kind = 'void' and new.amount <> hold.amount then
        raise exception 'ledger transfer %: voids % of hold %, which holds %', new.id, new.amount, hold.id, hold.amount
          using errcode = 'check_violation';
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`create trigger ledger_transfers_within_hold before insert on ledger_transfers for each row
    when (new.pending_id is not null) execute function ledger_transfers_settle_within_hold()`.execute(db);

  // A single moves posted money; a hold moves pending money; a post or void takes its hold's amount off
  // pending, and a post adds what it moves to posted.
  await sql`
    create function ledger_transfers_move_counters() returns trigger language plpgsql as $$
    begin
      update ledger_accounts a
      set debits_pending = a.debits_pending + m.debits_pending,
          debits_posted = a.debits_posted + m.debits_posted,
          credits_pending = a.credits_pending + m.credits_pending,
          credits_posted = a.credits_posted + m.credits_posted
      from (
        select e.account_id, sum(e.debits_pending) as debits_pending, sum(e.debits_posted) as debits_posted,
               sum(e.credits_pending) as credits_pending, sum(e.credits_posted) as credits_posted
        from written_transfers t
        left join ledger_transfers h on h.id = t.pending_id
        cross join lateral (
          select case t.kind when 'pending' then t.amount when 'single' then 0 else -h.amount end as pending,
                 case when t.kind in ('single', 'post') then t.amount else 0 end as posted
        ) x
        cross join lateral (values
          (t.debit_account_id, x.pending, x.posted, 0::bigint, 0::bigint),
          (t.credit_account_id, 0::bigint, 0::bigint, x.pending, x.posted)
        ) as e(account_id, debits_pending, debits_posted, credits_pending, credits_posted)
        group by e.account_id
      ) m
      where a.id = m.account_id;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger ledger_transfers_counters after insert on ledger_transfers
    referencing new table as written_transfers for each statement execute function ledger_transfers_move_counters()`.execute(db);

  // The counters' update above runs inside that trigger (depth 2); one written directly runs at depth 1.
  await sql`
    create function ledger_accounts_counters_from_transfers() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        raise exception 'ledger account % must start at zero: its counters move only with its transfers', new.code
          using errcode = 'restrict_violation';
      end if;
      if pg_trigger_depth() < 2 then
        raise exception 'ledger account %: its counters move only with its transfers', new.code using errcode = 'restrict_violation';
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`create trigger ledger_accounts_counters_start_at_zero before insert on ledger_accounts for each row
    when (new.debits_pending <> 0 or new.debits_posted <> 0 or new.credits_pending <> 0 or new.credits_posted <> 0)
    execute function ledger_accounts_counters_from_transfers()`.execute(db);
  await sql`create trigger ledger_accounts_counters_move_with_transfers before update on ledger_accounts for each row
    when ((old.debits_pending, old.debits_posted, old.credits_pending, old.credits_posted)
      is distinct from (new.debits_pending, new.debits_posted, new.credits_pending, new.credits_posted))
    execute function ledger_accounts_counters_from_transfers()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_accounts_counters_move_with_transfers on ledger_accounts`.execute(db);
  await sql`drop trigger ledger_accounts_counters_start_at_zero on ledger_accounts`.execute(db);
  await sql`drop function ledger_accounts_counters_from_transfers()`.execute(db);
  await sql`drop trigger ledger_transfers_counters on ledger_transfers`.execute(db);
  await sql`drop function ledger_transfers_move_counters()`.execute(db);
  await sql`drop trigger ledger_transfers_within_hold on ledger_transfers`.execute(db);
  await sql`drop function ledger_transfers_settle_within_hold()`.execute(db);
  for (const side of ['debit', 'credit']) {
    await sql`alter table ledger_transfers add constraint ${sql.raw(`ledger_transfers_${side}_account_id_fkey`)}
      foreign key (${sql.raw(`${side}_account_id`)}) references ledger_accounts (id)`.execute(db);
    await sql`alter table ledger_transfers drop constraint ${sql.raw(`ledger_transfers_${side}_account_currency`)}`.execute(db);
  }
  await sql`alter table ledger_accounts drop constraint ledger_accounts_id_currency`.execute(db);
}
