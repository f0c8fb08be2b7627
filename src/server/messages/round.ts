import type { Database } from '../db/database';
import { dueMessages } from './outbox-queries';
import { sendMessage, type MessageOptions } from './sending';
import { findMessageSettings } from './settings-queries';
import { collectB2bOrders, companiesWithNewB2bOrders } from './sources/b2b-order';
import { collectCargoTracking, companiesWithNewTracking } from './sources/cargo-tracking';
import { collectReadyHolds, companiesWithReadyHolds } from './sources/hold-ready';
import { collectInvoices, companiesWithNewInvoices } from './sources/invoice';

/**
 * One round of messages, idempotent (any number of servers may run it; the outbox's unique source key and each
 * message's claim keep every message made and sent once): the events seen since the last round become queued
 * messages, then the queued messages due are sent. `stopping` ends it early when the server stops.
 */
export async function messageRound(db: Database, o: MessageOptions, stopping: () => boolean = () => false): Promise<void> {
  for (const companyId of await db.system((q) => companiesWithNewTracking(q))) {
    await db.company(companyId, async (q) => collectCargoTracking(q, companyId, (await findMessageSettings(q)).sms_sender !== '', 100));
  }
  for (const companyId of await db.system((q) => companiesWithNewB2bOrders(q))) {
    await db.company(companyId, async (q) => collectB2bOrders(q, companyId, (await findMessageSettings(q)).sms_sender !== '', 100));
  }
  for (const companyId of await db.system((q) => companiesWithNewInvoices(q))) {
    await db.company(companyId, async (q) => collectInvoices(q, companyId, (await findMessageSettings(q)).sms_sender !== '', 100));
  }
  for (const companyId of await db.system((q) => companiesWithReadyHolds(q))) {
    await db.company(companyId, (q) => collectReadyHolds(q, companyId, 100));
  }
  for (const m of await db.system((q) => dueMessages(q, 50))) {
    if (stopping()) return;
    await sendMessage(db, m.company_id, m.id, o).catch((e: unknown) => console.warn(`message ${m.id}: ${e instanceof Error ? e.message : String(e)}`));
  }
}
