import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type StripeObject = Record<string, unknown> & { id: string; object: string };

/** Stripe's form encoding (`a[b][c]=v`) read back into nested objects; arrays as objects of indexes. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.split('[').map((part) => part.replace(/]$/, ''));
    let node = root;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]!] = value;
  }
  return root;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Stripe's standard card pricing in the US: 2.9% of the charge plus 30 cents. */
export const fakeStripeFee = (amount: number) => Math.round(amount * 0.029) + 30;

/**
 * Stripe's `expand[]`: each path's last id replaced by the object it names (on a copy: the stored object
 * keeps the id, as Stripe answers without the expansion).
 */
function expandPaths(object: unknown, paths: string[], lookup: (id: string) => StripeObject | undefined): unknown {
  const copy = structuredClone(object) as Record<string, unknown>;
  for (const path of paths) {
    const keys = path.split('.');
    let node: Record<string, unknown> | null = copy;
    for (const key of keys.slice(0, -1))
      node = node && typeof node[key] === 'object' ? (node[key] as Record<string, unknown>) : null;
    const last = keys[keys.length - 1]!;
    const id = node?.[last];
    if (node && typeof id === 'string') node[last] = structuredClone(lookup(id) ?? id);
  }
  return copy;
}

/**
 * A small local stand-in for the parts of Stripe's API Sponsorly calls, for the tests: connected
 * accounts and their onboarding links, Checkout Sessions and their charges, refunds, transfers and their
 * reversals, the balance's history (each charge with its fee of 2.9% + 30 cents, each transfer), and disputes.
 * Bodies are form-encoded as Stripe's SDK sends them, answers are Stripe's JSON shapes, and `Idempotency-Key`
 * is honoured as Stripe does: the same key with the same body answers the first object again, with another
 * body 400 `idempotency_error`. Every request is recorded so a test can check what was sent.
 */
export async function startFakeStripe() {
  const accounts = new Map<string, StripeObject>();
  const transfers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const charges = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  /** How a new refund of a charge ends at once: succeeded unless a test says otherwise (refundAs). */
  const refundOutcomes = new Map<string, 'succeeded' | 'pending' | 'failed'>();
  /** The platform balance's movements, newest last, as Stripe's balance history lists them; and by id. */
  const balance: StripeObject[] = [];
  const balanceTransactions = new Map<string, StripeObject>();
  const moveBalance = (type: string, source: string, amount: number, fee = 0, currency = 'usd') => {
    const transaction: StripeObject = {
      id: newId('txn'),
      object: 'balance_transaction',
      type,
      source,
      amount,
      fee,
      net: amount - fee,
      currency,
      created: Math.floor(Date.now() / 1000),
    };
    balance.push(transaction);
    balanceTransactions.set(transaction.id, transaction);
    return transaction;
  };
  const disputes = new Map<string, StripeObject>();
  const byId = (id: string) => charges.get(id) ?? balanceTransactions.get(id) ?? disputes.get(id);
  const idempotent = new Map<string, { digest: string; status: number; body: unknown }>();
  const requests: { method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string }[] = [];
  /** A way to make the next calls fail as an unreachable Stripe would (a 500). */
  const control = { failNext: 0 };
  /** Where Stripe sends its events, once a test says so (sendWebhooksTo): signed as Stripe signs them. */
  const webhook = { url: '', secret: '' };
  const signer = new Stripe('sk_test_fake_signer');
  let eventCount = 0;
  /** Sends an event as Stripe does, after the request that caused it has been answered. */
  function emit(type: string, object: StripeObject) {
    if (!webhook.url) return;
    const payload = JSON.stringify({
      id: `evt_fake_${++eventCount}_${randomBytes(4).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhook.secret });
    setImmediate(() => {
      void fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      }).catch(() => {});
    });
  }

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(body));
  };
  const notFound = (what: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
  });

  function handle(
    method: string,
    path: string,
    body: Record<string, unknown>,
    query: URLSearchParams = new URLSearchParams(),
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/accounts') {
      const account: StripeObject = {
        id: newId('acct'),
        object: 'account',
        type: body.type,
        country: body.country ?? 'US',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        capabilities: { transfers: 'inactive' },
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { currently_due: ['external_account', 'tos_acceptance.date'], disabled_reason: null },
      };
      accounts.set(account.id, account);
      return { status: 200, body: account };
    }
    const accountMatch = /^\/v1\/accounts\/(acct_\w+)$/.exec(path);
    if (method === 'GET' && accountMatch) {
      const account = accounts.get(accountMatch[1]!);
      return account ? { status: 200, body: account } : notFound('account');
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = accounts.get(String(body.account));
      if (!account) return notFound('account');
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `${baseUrl}/express/onboarding/${account.id}?return_url=${encodeURIComponent(String(body.return_url))}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
      };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lines = Object.values((body.line_items ?? {}) as Record<string, Record<string, Record<string, unknown>>>);
      const amount = lines.reduce((sum, line) => sum + Number(line.price_data?.unit_amount ?? 0) * Number(line.quantity ?? 1), 0);
      const session: StripeObject = {
        id: newId('cs_test'),
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency: (lines[0]?.price_data?.currency as string | undefined) ?? 'usd',
        line_items_sent: lines,
        metadata: body.metadata ?? {},
        payment_intent_data_sent: body.payment_intent_data ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        expires_at: Number(body.expires_at ?? Math.floor(Date.now() / 1000) + 86_400),
        payment_intent: null,
        url: '',
      };
      session.url = `${baseUrl}/checkout/pay/${session.id}`;
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/(cs_test_\w+)(\/expire)?$/.exec(path);
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      if (!session) return notFound('checkout session');
      if (method === 'POST' && sessionMatch[2]) {
        if (session.status !== 'open')
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', message: `This Checkout Session is ${session.status}.` } },
          };
        session.status = 'expired';
      }
      return { status: 200, body: session };
    }
    const readable = /^\/v1\/(charges|balance_transactions|disputes)\/(\w+)$/.exec(path);
    if (method === 'GET' && readable) {
      const found = { charges, balance_transactions: balanceTransactions, disputes }[readable[1] as 'charges'].get(readable[2]!);
      return found ? { status: 200, body: found } : notFound(readable[1]!.replace(/s$/, '').replace('_', ' '));
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const destination = accounts.get(String(body.destination));
      if (!destination) return notFound('destination account');
      if (!destination.payouts_enabled)
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'The destination account cannot receive transfers.' } },
        };
      const transfer: StripeObject = {
        id: newId('tr'),
        object: 'transfer',
        amount: Number(body.amount),
        currency: body.currency,
        destination: destination.id,
        transfer_group: body.transfer_group ?? null,
        metadata: body.metadata ?? {},
        reversed: false,
        amount_reversed: 0,
        reversals: { object: 'list', data: [], has_more: false, url: '' },
      };
      (transfer.reversals as StripeObject).url = `/v1/transfers/${transfer.id}/reversals`;
      transfers.set(transfer.id, transfer);
      moveBalance('transfer', transfer.id, -Number(body.amount));
      return { status: 200, body: transfer };
    }
    if (method === 'GET' && path === '/v1/balance_transactions') {
      // Newest first, paged by `starting_after`, as Stripe lists them; `created[gte]` filters.
      const since = Number(query.get('created[gte]') ?? 0);
      const all = [...balance].reverse().filter((t) => Number(t.created) >= since);
      const after = query.get('starting_after');
      const from = after ? all.findIndex((t) => t.id === after) + 1 : 0;
      const limit = Number(query.get('limit') ?? 10);
      const data = all.slice(from, from + limit);
      return { status: 200, body: { object: 'list', data, has_more: from + limit < all.length, url: path } };
    }
    const reversalsMatch = /^\/v1\/transfers\/(tr_\w+)\/reversals$/.exec(path);
    if (method === 'GET' && reversalsMatch) {
      const transfer = transfers.get(reversalsMatch[1]!);
      return transfer ? { status: 200, body: transfer.reversals } : notFound('transfer');
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    const refundMatch = /^\/v1\/refunds\/(re_\w+)$/.exec(path);
    if (method === 'GET' && refundMatch) {
      const refund = refunds.get(refundMatch[1]!);
      return refund ? { status: 200, body: refund } : notFound('refund');
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  /** A refund of a charge, at most what the charge has not refunded yet (refunds that failed gave theirs back). */
  function createRefund(body: Record<string, unknown>): { status: number; body: unknown } {
    const charge = charges.get(String(body.charge));
    if (!charge) return notFound('charge');
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (amount > left)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          },
        },
      };
    const status = refundOutcomes.get(charge.id) ?? 'succeeded';
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: charge.currency,
      metadata: body.metadata ?? {},
      status,
      failure_reason: status === 'failed' ? 'expired_or_canceled_card' : null,
    };
    refunds.set(refund.id, refund);
    if (status !== 'failed') {
      charge.amount_refunded = Number(charge.amount_refunded) + amount;
      moveBalance('refund', refund.id, -amount, 0, String(charge.currency));
    }
    return { status: 200, body: refund };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      const checkout = /^\/checkout\/pay\/(cs_test_\w+)$/.exec(url.pathname);
      if (checkout) {
        // Stripe's hosted payment page, reduced to one button that pays with a test card.
        const session = sessions.get(checkout[1]!);
        if (!session) {
          res.writeHead(404).end();
          return;
        }
        if (method === 'POST') {
          emit('checkout.session.completed', pay(session.id));
          res.writeHead(303, { location: String(session.success_url) }).end();
          return;
        }
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            `<!doctype html><title>Stripe Checkout (test)</title><h1>Pay ${(Number(session.amount_total) / 100).toFixed(2)} ${String(session.currency).toUpperCase()}</h1><form method="post"><button>Pay</button></form>`,
          );
        return;
      }
      const onboarding = /^\/express\/onboarding\/(acct_\w+)$/.exec(url.pathname);
      if (onboarding) {
        // Stripe's hosted onboarding, reduced to one button: the account is complete and sent back.
        const back = url.searchParams.get('return_url') ?? '/';
        if (method === 'POST') {
          emit('account.updated', completeOnboarding(onboarding[1]!));
          res.writeHead(303, { location: back }).end();
          return;
        }
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            `<!doctype html><title>Stripe Express (test)</title><h1>Set up payouts</h1><form method="post"><button>Agree and submit</button></form>`,
          );
        return;
      }
      if (!req.headers.authorization?.startsWith('Bearer sk_')) {
        reply(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      // The SDK sends a GET's parameters (`expand[]`) in the query string.
      const body = parseStripeForm(method === 'GET' ? url.search.slice(1) : raw);
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      requests.push({ method, path: url.pathname, body, ...(key ? { idempotencyKey: key } : {}) });
      if (control.failNext > 0) {
        control.failNext -= 1;
        reply(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
        return;
      }
      if (method === 'POST' && key) {
        const digest = createHash('sha256').update(`${url.pathname}\n${raw}`).digest('hex');
        const earlier = idempotent.get(key);
        if (earlier && earlier.digest !== digest) {
          reply(res, 400, {
            error: {
              type: 'idempotency_error',
              message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
          return;
        }
        if (earlier) {
          reply(res, earlier.status, earlier.body);
          return;
        }
        const answer = handle(method, url.pathname, body);
        idempotent.set(key, { digest, ...answer });
        reply(res, answer.status, answer.body);
        return;
      }
      const answer = handle(method, url.pathname, body, url.searchParams);
      const expand = Object.values((body.expand ?? {}) as Record<string, string>);
      reply(res, answer.status, expand.length ? expandPaths(answer.body, expand, byId) : answer.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** What Stripe does when the creator finishes its onboarding form: details in, payouts on. */
  function completeOnboarding(accountId: string) {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`no account ${accountId}`);
    Object.assign(account, {
      details_submitted: true,
      payouts_enabled: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], disabled_reason: null },
    });
    return account;
  }

  /**
   * The brand pays: the session completes, paid by card (or, `delayed`, with a payment method that
   * settles later: complete but unpaid until `settle`).
   */
  function pay(sessionId: string, options: { delayed?: boolean; last4?: string; feeLater?: boolean } = {}) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const charge: StripeObject = {
      id: newId('ch'),
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      balance_transaction: null,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: options.last4 ?? '4242' } },
    };
    charges.set(charge.id, charge);
    // Stripe's fee is on the charge's balance transaction, there once a card is paid (`feeLater`: not yet).
    if (!options.feeLater && !options.delayed) settleFee(charge.id);
    Object.assign(session, {
      status: 'complete',
      payment_status: options.delayed ? 'unpaid' : 'paid',
      payment_intent: {
        id: newId('pi'),
        object: 'payment_intent',
        status: options.delayed ? 'processing' : 'succeeded',
        latest_charge: charge,
      },
    });
    return session;
  }

  /** The charge's balance transaction arrives, with Stripe's fee: the charge as `charge.updated` carries it. */
  function settleFee(chargeId: string) {
    const charge = charges.get(chargeId)!;
    const amount = Number(charge.amount);
    const transaction = moveBalance('charge', charge.id, amount, fakeStripeFee(amount), String(charge.currency));
    charge.balance_transaction = transaction.id;
    return charge;
  }

  /** The cardholder disputes a charge at their bank: Stripe takes the amount back while the dispute lasts. */
  function openDispute(chargeId: string, options: { amount?: number; status?: string; reason?: string } = {}) {
    const charge = charges.get(chargeId);
    if (!charge) throw new Error(`no charge ${chargeId}`);
    const dispute: StripeObject = {
      id: newId('dp'),
      object: 'dispute',
      amount: options.amount ?? charge.amount,
      currency: charge.currency,
      charge: charge.id,
      reason: options.reason ?? 'fraudulent',
      status: options.status ?? 'needs_response',
    };
    disputes.set(dispute.id, dispute);
    return dispute;
  }

  return {
    url: baseUrl,
    accounts,
    transfers,
    sessions,
    balance,
    /** A movement of the platform's balance made outside Sponsorly (from Stripe's dashboard, say). */
    moveBalance,
    charges,
    balanceTransactions,
    disputes,
    pay,
    settleFee,
    openDispute,
    /** The bank decides: won (Stripe gives the money back) or lost. */
    closeDispute(disputeId: string, status: 'won' | 'lost') {
      const dispute = disputes.get(disputeId)!;
      dispute.status = status;
      return dispute;
    },
    /** A delayed payment's outcome arrives: paid, or failed. */
    settle(sessionId: string, outcome: 'paid' | 'failed') {
      const session = sessions.get(sessionId)!;
      if (outcome === 'paid') settleFee((session.payment_intent as { latest_charge: { id: string } }).latest_charge.id);
      session.payment_status = outcome === 'paid' ? 'paid' : 'unpaid';
      const intent = session.payment_intent as Record<string, unknown>;
      intent.status = outcome === 'paid' ? 'succeeded' : 'requires_payment_method';
      return session;
    },
    refunds,
    /** New refunds of this charge end so at once: `pending` waits for settleRefund, `failed` never reaches the card. */
    refundAs(chargeId: string, status: 'succeeded' | 'pending' | 'failed') {
      refundOutcomes.set(chargeId, status);
    },
    /** A pending refund ends: succeeded, or failed (its amount is the charge's to refund again). */
    settleRefund(refundId: string, status: 'succeeded' | 'failed') {
      const refund = refunds.get(refundId)!;
      const charge = charges.get(String(refund.charge))!;
      if (status === 'failed' && refund.status !== 'failed') {
        charge.amount_refunded = Number(charge.amount_refunded) - Number(refund.amount);
        moveBalance('refund_failure', refund.id, Number(refund.amount), 0, String(charge.currency));
      }
      Object.assign(refund, { status, failure_reason: status === 'failed' ? 'expired_or_canceled_card' : null });
      return refund;
    },
    /** The platform takes a transfer back from the connected account, all of what is left or `amount` of it. */
    reverse(transferId: string, amount?: number) {
      const transfer = transfers.get(transferId)!;
      const reversed = amount ?? Number(transfer.amount) - Number(transfer.amount_reversed);
      const list = transfer.reversals as { data: StripeObject[] };
      list.data.unshift({
        id: newId('trr'),
        object: 'transfer_reversal',
        amount: reversed,
        currency: transfer.currency,
        transfer: transferId,
      });
      transfer.amount_reversed = Number(transfer.amount_reversed) + reversed;
      transfer.reversed = transfer.amount_reversed === transfer.amount;
      return transfer;
    },
    requests,
    control,
    completeOnboarding,
    /** From now on, the events of the hosted pages go to this endpoint, signed with this secret. */
    sendWebhooksTo(url: string, secret: string) {
      Object.assign(webhook, { url, secret });
    },
    /** Stripe turning an account off (a review, a verification that failed). */
    restrict(accountId: string, reason = 'rejected.fraud') {
      const account = accounts.get(accountId)!;
      Object.assign(account, { payouts_enabled: false, requirements: { currently_due: [], disabled_reason: reason } });
      return account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
