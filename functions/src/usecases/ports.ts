/**
 * The ports use cases are built on: storage, photos, identity, the reading engine, payments, time
 * and ids. index.ts wires the real ones; tests wire their own. Each use case names the few it uses
 * (`Pick<Ports, ...>`), so a reader sees at a glance what a use case may touch.
 */
import type { BlobStore } from '../domain/blobs.js';
import type { IdentityVerifier } from '../domain/identity.js';
import type { IdSource } from '../domain/ids.js';
import type { Payments } from '../domain/payments.js';
import type { PalmeStore } from '../domain/store.js';
import type { ReadingEngine } from '../domain/readingEngine.js';

export interface Ports {
  store: PalmeStore;
  blobs: BlobStore;
  identity: IdentityVerifier;
  engine: ReadingEngine;
  clock: () => Date;
  ids: IdSource;
  /** For what goes wrong but must not fail the request (a clean-up that did not happen). */
  log: (message: string, err?: unknown) => void;
  /** Stripe; null when payments are not configured (the subscription calls then refuse). */
  payments: Payments | null;
}
