import type { z } from 'zod';
import { compactIdentifier } from '../../domain/identifiers/digits';
import { toIsbn13 } from '../../domain/identifiers/isbn';
import { READER_ACTOR } from '../../domain/roles';
import type { readerHoldSchema, ReaderAccount, ReaderSettings, ReaderTitle, ReaderTitleDetail, ReaderTitlePage } from '../../domain/schemas/reader';
import { foldForSearch } from '../../domain/text/turkish';
import type { Queryable } from '../db/database';
import { sendEvent } from '../documents/commands';
import type { AuthUser } from '../env';
import { errorBody } from '../http/envelope';
import { nameKeyRange } from './reader-key-range';
import { fail, invalid, refusedByRule } from '../http/errors';
import type { Lang } from '../http/i18n';
import type { StoredReply } from '../http/idempotency';
import { isOverdue } from './counter';
import { placeHold } from './hold-commands';
import { listHolds, memberLoans, type HoldRow, type LoanRow } from './queries';
import {
  catalogueTitle,
  loadReaderSettings,
  readerLoanOf,
  readerMemberById,
  searchTitleIds,
  titleCopies,
  titlesByIds,
  waitingForTitle,
} from './reader-queries';
import { companyToday } from '../clock';

/**
 * The reader area's commands (/okuyucu): the catalogue search and a title's page, showing only the fields the library
 * chose and never a borrower, and a signed-in member's own loans, renewals and holds, decided by the loan machine and
 * the hold rules exactly as at the counter.
 */

/** Hits are counted up to this many; more is "more than" (counting every hit of a common word costs more than the page). */
export const READER_COUNT_CAP = 1000;
/** Shorter words are not found anywhere in a text by the trigram index: alone, they match the start of the text. */
const MIN_ANYWHERE = 3;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The search's parameters for what the reader typed: every word anywhere in the folded text, or a code exactly. */
export function readerSearchArgs(text: string): { words: string[] | null; codes: string[] | null; keys: { from: string; to: string } | null } {
  const typed = text.trim();
  if (!typed) return { words: null, codes: null, keys: null };
  const words = foldForSearch(typed).split(/\s+/).filter(Boolean);
  const anywhere = words.some((w) => w.length >= MIN_ANYWHERE);
  const patterns = anywhere ? words.map((w) => `%${likeEscape(w)}%`) : [`${likeEscape(words.join(' '))}%`];
  const codes = [...new Set([typed, compactIdentifier(typed).toUpperCase(), toIsbn13(typed)].filter((c): c is string => !!c && !/\s/.test(c)))];
  return { words: patterns, codes: codes.length ? codes : null, keys: anywhere ? null : nameKeyRange(words.join(' ')) };
}

function masked(t: ReaderTitle, s: ReaderSettings): ReaderTitle {
  const shows = (f: (typeof s.fields)[number]) => s.fields.includes(f);
  return {
    ...t,
    author: shows('author') ? t.author : null,
    isbn: shows('isbn') ? t.isbn : null,
    subject: shows('subject') ? t.subject : null,
    publisher: shows('publisher') ? t.publisher : null,
  };
}

export async function readerSearch(q: Queryable, text: string, limit: number, offset: number): Promise<ReaderTitlePage> {
  const settings = await loadReaderSettings(q);
  const args = readerSearchArgs(text);
  const { ids, total } = await searchTitleIds(q, args.words, args.codes, limit, offset, READER_COUNT_CAP, args.keys);
  const items = (await titlesByIds(q, ids)).map((t) => masked(t, settings));
  return { items, total: Math.min(total, READER_COUNT_CAP), more: total > READER_COUNT_CAP };
}

export async function readerTitle(q: Queryable, id: number): Promise<ReaderTitleDetail | null> {
  const title = await catalogueTitle(q, id);
  if (!title) return null;
  const settings = await loadReaderSettings(q);
  const copies = await titleCopies(q, id);
  return {
    ...masked(title, settings),
    copyList: copies.map((c) => ({
      id: c.id,
      location: settings.fields.includes('location') ? c.location : null,
      status: c.status,
      dueDate: settings.fields.includes('dueDate') && c.status === 'lent' ? c.dueDate : null,
    })),
    holdsOffered: settings.holdsOffered,
    waiting: await waitingForTitle(q, id),
  };
}

const ownLoan = (l: LoanRow, of: { productId: number; version: number }, on: string) => ({
  id: l.id,
  version: of.version,
  title: l.title,
  productId: of.productId,
  barcode: l.barcode,
  lentOn: l.lentOn,
  dueDate: l.dueDate,
  renewals: l.renewals,
  overdue: isOverdue(l, on),
});
const ownHold = (h: HoldRow): z.input<typeof readerHoldSchema> => ({
  id: h.id,
  productId: h.productId,
  title: h.title,
  status: h.status,
  readyUntil: h.readyUntil,
  position: h.position,
});

export async function readerAccount(q: Queryable, memberId: number): Promise<ReaderAccount | null> {
  const member = await readerMemberById(q, memberId);
  if (!member) return null;
  const loans = (await memberLoans(q, memberId)).filter((l) => l.status === 'lent');
  const docs = await Promise.all(loans.map(async (l) => (await readerLoanOf(q, l.id)) ?? { productId: 0, version: 0 }));
  const holds = await listHolds(q, { memberId, open: true });
  const on = await companyToday(q);
  return {
    name: member.name,
    cardNumber: member.cardNumber,
    expiresOn: member.expiresOn,
    loans: loans.map((l, i) => ownLoan(l, docs[i]!, on)),
    holds: holds.map(ownHold),
  };
}

/** The signed-in member acting in the reader area (roles.ts READER_ACTOR): the machine and the holds' rules decide as at the counter. */
const readerActor = (companyId: number): AuthUser => ({
  id: READER_ACTOR.userId,
  companyId,
  email: '',
  name: '',
  roles: READER_ACTOR.roles,
  permissions: [],
  expiredPassword: false,
  jti: '',
  tokenExpiresAt: 0,
  sessionEpoch: 0,
});

/** A renewal of the member's own loan (another's is 404): refused by the loan machine while someone else holds the title or at the limit. */
export async function readerRenew(q: Queryable, companyId: number, memberId: number, loanId: number, version: number, lang: Lang): Promise<StoredReply> {
  const loan = await readerLoanOf(q, loanId);
  if (!loan || loan.memberId !== memberId) throw fail('NF10004');
  const outcome = await sendEvent({ q, auth: readerActor(companyId) }, loanId, version, { type: 'RENEW' });
  if (!outcome.ok) {
    const err = refusedByRule(outcome.reason);
    return { status: err.status, body: errorBody(err, lang) };
  }
  const renewed = (await memberLoans(q, memberId)).find((l) => l.id === loanId)!;
  return { status: 200, body: { response: ownLoan(renewed, { productId: loan.productId, version: outcome.doc.version }, await companyToday(q, companyId)) } };
}

/** A hold placed by the member on a title of the catalogue, where the reader area offers holds; the matrix decides as at the counter. */
export async function readerHold(q: Queryable, companyId: number, memberId: number, productId: number): Promise<StoredReply> {
  const settings = await loadReaderSettings(q);
  if (!settings.holdsOffered) throw fail('RD10005');
  if (!(await catalogueTitle(q, productId))) throw invalid({ productId: [{ key: 'errors.NF10004' }] });
  const placed = await placeHold(q, companyId, memberId, productId);
  const hold = placed.body as { response: HoldRow };
  return { status: placed.status, body: { response: ownHold(hold.response) } };
}
