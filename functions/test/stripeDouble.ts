/**
 * A local HTTP double of the few Stripe endpoints Palme calls, for the real `stripe` SDK pointed at
 * it (host/port/protocol). It keeps customers and subscriptions in memory, honours Idempotency-Key
 * like Stripe, and signs webhook payloads with the SDK's own test-header helper.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { WEEKLY_PRICE_CENTS } from '../src/contract/subscription.js';

export const DOUBLE_SECRET_KEY = 'sk_test_palme_double';
export const DOUBLE_WEBHOOK_SECRET = 'whsec_palme_double';
export const DOUBLE_PRICE_ID = 'price_palme_weekly';
export const DOUBLE_PUBLISHABLE_KEY = 'pk_test_palme_double';
/** Where `npm test` tells the Functions emulator to find Stripe; the browser tests run the double there. */
export const E2E_DOUBLE_PORT = 12111;

/** The environment that points the API (in the Functions emulator) and the web build at the double. */
export const DOUBLE_ENV = {
  STRIPE_SECRET_KEY: DOUBLE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: DOUBLE_WEBHOOK_SECRET,
  STRIPE_WEEKLY_PRICE_ID: DOUBLE_PRICE_ID,
  STRIPE_API_BASE: `http://127.0.0.1:${E2E_DOUBLE_PORT}`,
  VITE_STRIPE_PUBLISHABLE_KEY: DOUBLE_PUBLISHABLE_KEY,
};
const WEEK = 7 * 24 * 60 * 60;

interface SubscriptionRecord {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  created: number;
  current_period_end: number;
  metadata: Record<string, string>;
  invoiceId: string;
  clientSecret: string;
  price: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export class StripeDouble {
  readonly customers = new Map<string, { id: string; metadata: Record<string, string> }>();
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly requests: RecordedRequest[] = [];
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server: Server | undefined;
  /** When set, every API call answers 500 (to test provider failures). */
  failing = false;
  baseUrl = '';

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  subscriptionObject(subId: string, expandInvoice = false): Record<string, unknown> {
    const s = this.subscriptions.get(subId);
    if (!s) throw new Error(`no subscription ${subId}`);
    const invoice = {
      id: s.invoiceId,
      object: 'invoice',
      customer: s.customer,
      status: s.status === 'incomplete' ? 'open' : 'paid',
      confirmation_secret: s.status === 'incomplete' ? { client_secret: s.clientSecret, type: 'payment_intent' } : null,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: s.id, metadata: s.metadata },
      },
    };
    return {
      id: s.id,
      object: 'subscription',
      customer: s.customer,
      status: s.status,
      cancel_at_period_end: s.cancel_at_period_end,
      created: s.created,
      metadata: s.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${s.id.slice(4)}`,
            object: 'subscription_item',
            current_period_start: s.current_period_end - WEEK,
            current_period_end: s.current_period_end,
            price: {
              id: s.price,
              object: 'price',
              unit_amount: WEEKLY_PRICE_CENTS,
              recurring: { interval: 'week', interval_count: 1 },
            },
          },
        ],
      },
      latest_invoice: expandInvoice ? invoice : s.invoiceId,
    };
  }

  invoiceObject(subId: string): Record<string, unknown> {
    return (this.subscriptionObject(subId, true).latest_invoice as Record<string, unknown>) ?? {};
  }

  // ---- What happens on Stripe's side -------------------------------------------------------------

  /** The first invoice is paid: the subscription becomes active for a week from `at`. */
  activate(subId: string, at = new Date()): void {
    const s = this.subscriptions.get(subId)!;
    s.status = 'active';
    s.current_period_end = Math.floor(at.getTime() / 1000) + WEEK;
  }

  set(
    subId: string,
    changes: Partial<Pick<SubscriptionRecord, 'status' | 'cancel_at_period_end' | 'current_period_end'>>,
  ): void {
    Object.assign(this.subscriptions.get(subId)!, changes);
  }

  /** A signed webhook delivery for an event about `object`. */
  webhook(
    type: string,
    object: Record<string, unknown>,
    options: { eventId?: string; secret?: string } = {},
  ): { body: string; signature: string; eventId: string } {
    const eventId = options.eventId ?? id('evt');
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? DOUBLE_WEBHOOK_SECRET,
    });
    return { body, signature, eventId };
  }

  // ---- The HTTP side -------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://double');
    const params = req.method === 'GET' ? url.searchParams : new URLSearchParams(Buffer.concat(chunks).toString());
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${DOUBLE_SECRET_KEY}`) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    if (this.failing) {
      send(500, { error: { type: 'api_error', message: 'The double is failing on purpose' } });
      return;
    }
    const replayKey = idempotencyKey && req.method === 'POST' ? `${url.pathname}|${idempotencyKey}` : undefined;
    const replay = replayKey ? this.idempotent.get(replayKey) : undefined;
    if (replay) {
      send(replay.status, replay.body);
      return;
    }
    const [status, body] = this.route(req.method ?? 'GET', url.pathname, params);
    if (replayKey) this.idempotent.set(replayKey, { status, body });
    send(status, body);
  }

  private route(method: string, path: string, params: URLSearchParams): [number, unknown] {
    const expandInvoice = [...params.entries()].some(
      ([k, v]) => k.startsWith('expand') && v.startsWith('latest_invoice'),
    );
    const metadata = Object.fromEntries(
      [...params.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
    );
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), metadata };
      this.customers.set(customer.id, customer);
      return [200, { ...customer, object: 'customer', name: params.get('name'), phone: params.get('phone') }];
    }
    const customerMatch = /^\/v1\/customers\/(cus_[a-f0-9]+)$/.exec(path);
    if (method === 'DELETE' && customerMatch) {
      const customerId = customerMatch[1]!;
      if (!this.customers.delete(customerId)) {
        return [
          404,
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such customer: '${customerId}'`,
            },
          },
        ];
      }
      // As Stripe does: deleting a customer cancels their subscriptions at once.
      for (const sub of this.subscriptions.values()) if (sub.customer === customerId) sub.status = 'canceled';
      return [200, { id: customerId, object: 'customer', deleted: true }];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = params.get('customer') ?? '';
      if (!this.customers.has(customer))
        return [404, { error: { type: 'invalid_request_error', message: `No such customer: '${customer}'` } }];
      const sub: SubscriptionRecord = {
        id: id('sub'),
        customer,
        status: 'incomplete',
        cancel_at_period_end: false,
        created: now(),
        current_period_end: now() + WEEK,
        metadata,
        invoiceId: id('in'),
        clientSecret: `${id('pi')}_secret_${randomBytes(6).toString('hex')}`,
        price: params.get('items[0][price]') ?? '',
      };
      this.subscriptions.set(sub.id, sub);
      return [200, this.subscriptionObject(sub.id, expandInvoice)];
    }
    const match = /^\/v1\/subscriptions\/(sub_[a-f0-9]+)$/.exec(path);
    if (match) {
      const sub = this.subscriptions.get(match[1]!);
      if (!sub)
        return [404, { error: { type: 'invalid_request_error', message: `No such subscription: '${match[1]}'` } }];
      if (method === 'POST' && params.has('cancel_at_period_end'))
        sub.cancel_at_period_end = params.get('cancel_at_period_end') === 'true';
      return [200, this.subscriptionObject(sub.id, expandInvoice)];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }
}
