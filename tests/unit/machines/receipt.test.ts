import { describe, expect, it } from 'vitest';
import { receiptFamily as receipts } from '../../../machines';
import { SAMPLE_DATE, SAMPLE_LINES } from '../../support/samples';
import { created, refused, run } from './helpers';

const invoice = (extra: Record<string, unknown> = {}) =>
  created(receipts, { type: 'salesInvoice', number: 'SF-1', date: SAMPLE_DATE, accountId: 'ACC-1', warehouseId: 'W1', lines: SAMPLE_LINES, ...extra });
const line = (quantity = '1', unitPrice = '10.00') => ({ productId: 'P1', quantity, unitPrice, vatRate: 20 });

describe('receipt: creation and editing', () => {
  it('a new receipt is a draft with TRY, numbered line ids, and exact totals', () => {
    const s = created(receipts, { type: 'salesInvoice', number: 'SF-1', date: SAMPLE_DATE, lines: [line('2', '10.00')] });
    expect(s.status).toBe('draft');
    expect(s.context).toMatchObject({ currency: 'TRY', printed: false, invoiced: false, totals: { grand: '24.00' } });
    expect((s.context.lines as { id: string; total: string; multiplier: string; discountRate: string }[])[0]).toMatchObject({
      id: 'L1',
      total: '20.00',
      multiplier: '1',
      discountRate: '0',
    });
  });

  it('creation refuses an unknown type, a missing number, a bad date, bad prices and too many lines', () => {
    refused(receipts.create({ type: 'bogus', number: '1', date: SAMPLE_DATE }), 'document.unknownType');
    refused(receipts.create({ type: 'stockIn', date: SAMPLE_DATE }), 'document.numberRequired');
    refused(receipts.create({ type: 'stockIn', number: '1', date: '2025-02-29' }), 'document.invalidDate');
    refused(receipts.create({ type: 'stockIn', number: '1', date: SAMPLE_DATE, lines: [line('1', '1,5')] }), 'line.invalidPrice');
    refused(receipts.create({ type: 'stockIn', number: '1', date: SAMPLE_DATE, lines: Array.from({ length: 1251 }, () => line()) }), 'receipt.tooManyLines');
  });

  it('a draft accepts an edit of 1..1250 lines and recomputes totals', () => {
    const { state } = run(receipts, invoice(), { type: 'EDIT', lines: Array.from({ length: 1250 }, () => line('1', '1.00')) });
    expect((state.context.lines as unknown[]).length).toBe(1250);
    expect(state.context.totals).toEqual({ sub: '1250.00', discount: '0.00', tax: '250.00', grand: '1500.00' });
  });

  it('an edit that leaves no lines or more than 1250 is refused', () => {
    refused(receipts.decide(invoice(), { type: 'EDIT', lines: [] }), 'receipt.noLines');
    refused(receipts.decide(invoice(), { type: 'EDIT', lines: Array.from({ length: 1251 }, () => line()) }), 'receipt.tooManyLines');
  });

  it('prices must be plain non-negative decimals: no comma, no mixed separators, no sign', () => {
    for (const unitPrice of ['1,50', '1.234,50', '-1.00', '1e2', 12]) {
      refused(receipts.decide(invoice(), { type: 'EDIT', lines: [line('1', unitPrice as string)] }), 'line.invalidPrice');
    }
    refused(receipts.decide(invoice(), { type: 'EDIT', lines: [{ ...line(), vatRate: 18 }] }), 'line.invalidVatRate');
    refused(receipts.decide(invoice(), { type: 'EDIT', lines: [{ ...line(), discountRate: '100.01' }] }), 'line.invalidDiscountRate');
  });

  it('line ids are kept when sent and assigned deterministically, never reused', () => {
    const s0 = invoice();
    const { state } = run(receipts, s0, { type: 'EDIT', lines: [{ ...line(), id: 'L2' }, line(), line()] });
    expect((state.context.lines as { id: string }[]).map((l) => l.id)).toEqual(['L2', 'L3', 'L4']);
    refused(
      receipts.decide(s0, {
        type: 'EDIT',
        lines: [
          { ...line(), id: 'X' },
          { ...line(), id: 'X' },
        ],
      }),
      'line.duplicateId',
    );
  });

  it('header fields can be set and cleared; type and number do not change by EDIT', () => {
    const { state } = run(receipts, invoice({ note: 'a' }), { type: 'EDIT', note: null, currency: 'EUR', number: 'HACK', type2: 1 });
    expect(state.context.note).toBeUndefined();
    expect(state.context.currency).toBe('EUR');
    expect(state.context.number).toBe('SF-1');
  });
});

describe('receipt: the lifecycle rules', () => {
  it('START needs lines, a product and a quantity above zero on each line', () => {
    const empty = created(receipts, { type: 'salesInvoice', number: '1', date: SAMPLE_DATE, accountId: 'A' });
    refused(receipts.decide(empty, { type: 'START' }), 'receipt.noLines');
    const noProduct = created(receipts, { type: 'stockIn', number: '1', date: SAMPLE_DATE, lines: [{ quantity: '1', unitPrice: '1', vatRate: 0 }] });
    refused(receipts.decide(noProduct, { type: 'START' }), 'line.productRequired');
    const zero = created(receipts, { type: 'stockIn', number: '1', date: SAMPLE_DATE, lines: [line('0')] });
    refused(receipts.decide(zero, { type: 'START' }), 'line.quantityRequired');
  });

  it('invoices, returns and waybills need an account; stock vouchers and baskets do not', () => {
    for (const type of ['salesInvoice', 'purchaseInvoice', 'salesReturn', 'purchaseReturn', 'salesWaybill', 'purchaseWaybill']) {
      const s = created(receipts, { type, number: '1', date: SAMPLE_DATE, lines: [line()] });
      refused(receipts.decide(s, { type: 'START' }), 'receipt.accountRequired');
    }
    for (const type of ['stockIn', 'stockOut']) {
      const s = created(receipts, { type, number: '1', date: SAMPLE_DATE, warehouseId: 'W1', lines: [line()] });
      expect(receipts.decide(s, { type: 'START' }).ok, type).toBe(true);
    }
  });

  it('written without a warehouse, a receipt that moves stock takes the default the server names; one that names its own, a till sale, or a draft whose source moved the stock does not', () => {
    const withDefault = (extra: Record<string, unknown>) =>
      created(receipts, { type: 'salesInvoice', number: '1', date: SAMPLE_DATE, lines: [line()], defaultWarehouseId: 'W9', ...extra }).context.warehouseId;
    expect(withDefault({})).toBe('W9');
    expect(withDefault({ warehouseId: 'W1' })).toBe('W1');
    expect(withDefault({ type: 'posSale' })).toBeUndefined();
    expect(withDefault({ stockMovedBySource: true })).toBeUndefined();
  });

  it('a type that moves stock cannot start without its warehouse; a draft whose source moved the stock, or a till sale, can', () => {
    for (const type of ['salesInvoice', 'purchaseInvoice', 'salesReturn', 'purchaseReturn', 'salesWaybill', 'purchaseWaybill', 'stockIn', 'stockOut']) {
      const s = created(receipts, { type, number: '1', date: SAMPLE_DATE, accountId: 'ACC', lines: [line()] });
      refused(receipts.decide(s, { type: 'START' }), 'receipt.warehouseRequired');
      expect(receipts.decide(run(receipts, s, { type: 'EDIT', warehouseId: 'W1' }).state, { type: 'START' }).ok, type).toBe(true);
    }
    const fromWaybill = created(receipts, {
      type: 'salesInvoice',
      number: '1',
      date: SAMPLE_DATE,
      accountId: 'ACC',
      sourceId: 'W-1',
      sourceType: 'salesWaybill',
      lines: [{ ...line(), sourceLineId: 'L1' }],
    });
    expect(receipts.decide(fromWaybill, { type: 'START' }).ok).toBe(true);
    const tillSale = created(receipts, { type: 'posSale', number: '1', date: SAMPLE_DATE, paymentType: 'cash', lines: [line()] });
    expect(receipts.decide(tillSale, { type: 'START' }).ok).toBe(true);
  });

  it('a cash invoice (its money goes through a cash box, or its source was paid at the till) cannot start without a payment type', () => {
    const withBox = created(receipts, {
      type: 'salesInvoice',
      number: '1',
      date: SAMPLE_DATE,
      accountId: 'ACC',
      warehouseId: 'W1',
      cashBoxId: 'CB-1',
      lines: [line()],
    });
    refused(receipts.decide(withBox, { type: 'START' }), 'receipt.paymentTypeRequired');
    expect(receipts.decide(run(receipts, withBox, { type: 'EDIT', paymentType: 'cash' }).state, { type: 'START' }).ok).toBe(true);
    const fromBasket = created(receipts, {
      type: 'salesInvoice',
      number: '1',
      date: SAMPLE_DATE,
      accountId: 'ACC',
      sourceId: 'B-1',
      sourceType: 'posSale',
      lines: [{ ...line(), sourceLineId: 'L1' }],
    });
    refused(receipts.decide(fromBasket, { type: 'START' }), 'receipt.paymentTypeRequired');
    // an invoice on account, without a cash box, says nothing of its payment yet
    const onAccount = created(receipts, { type: 'salesInvoice', number: '1', date: SAMPLE_DATE, accountId: 'ACC', warehouseId: 'W1', lines: [line()] });
    expect(receipts.decide(onAccount, { type: 'START' }).ok).toBe(true);
  });

  it('an invoice of part of a basket paid mixed keeps the basket’s split without checking it against its own total', () => {
    const s = created(receipts, {
      type: 'salesInvoice',
      number: '1',
      date: SAMPLE_DATE,
      accountId: 'ACC',
      sourceId: 'B-1',
      sourceType: 'posSale',
      paymentType: 'mixed',
      payments: { cash: '100.00', card: '20.00' },
      cashBoxId: 'CB-1',
      lines: [{ ...line('1'), sourceLineId: 'L1' }],
    });
    expect(receipts.decide(s, { type: 'START' }).ok).toBe(true);
  });

  it('a basket needs a payment type; a sale on credit needs an account', () => {
    const basket = created(receipts, { type: 'posSale', number: '1', date: SAMPLE_DATE, lines: [line()] });
    refused(receipts.decide(basket, { type: 'START' }), 'receipt.paymentTypeRequired');
    const credit = run(receipts, basket, { type: 'EDIT', paymentType: 'credit' }).state;
    refused(receipts.decide(credit, { type: 'START' }), 'receipt.accountRequired');
  });

  it('a stock transfer needs two different warehouses', () => {
    const t = created(receipts, { type: 'stockTransfer', number: '1', date: SAMPLE_DATE, warehouseId: 'W1', lines: [line()] });
    refused(receipts.decide(t, { type: 'START' }), 'receipt.targetWarehouseRequired');
    refused(
      receipts.decide(run(receipts, t, { type: 'EDIT', warehouseId: null, targetWarehouseId: 'W2' }).state, { type: 'START' }),
      'receipt.warehouseRequired',
    );
    refused(receipts.decide(run(receipts, t, { type: 'EDIT', targetWarehouseId: 'W1' }).state, { type: 'START' }), 'receipt.sameWarehouse');
  });

  it('a receipt in process cannot be cancelled', () => {
    const s = run(receipts, invoice(), { type: 'START' }).state;
    refused(receipts.decide(s, { type: 'CANCEL' }), 'receipt.inProcessCannotCancel');
  });

  it('a completed receipt cannot be cancelled or edited; a draft can be cancelled', () => {
    const s = run(receipts, invoice(), { type: 'START' }, { type: 'COMPLETE' }).state;
    refused(receipts.decide(s, { type: 'CANCEL' }), 'receipt.completedCannotCancel');
    refused(receipts.decide(s, { type: 'EDIT', note: 'x' }), 'receipt.locked');
    expect(run(receipts, invoice(), { type: 'CANCEL' }).state.status).toBe('cancelled');
    refused(receipts.decide(run(receipts, invoice(), { type: 'CANCEL' }).state, { type: 'EDIT', note: 'x' }), 'document.cancelled');
  });

  it('a till sale completes only into an open cash box, as the server tells', () => {
    const started = run(
      receipts,
      created(receipts, { type: 'posSale', number: '1', date: SAMPLE_DATE, paymentType: 'cash', cashBoxId: 'CB-1', lines: [line()] }),
      { type: 'START' },
    ).state;
    refused(receipts.decide(started, { type: 'COMPLETE', cashBoxOpen: false }), 'receipt.cashBoxNotOpen');
    refused(receipts.decide(started, { type: 'COMPLETE' }), 'common.factsMissing');
    expect(run(receipts, started, { type: 'COMPLETE', cashBoxOpen: true }).state.status).toBe('completed');
  });

  it('a receipt cannot be closed while its cash box is open', () => {
    const s = run(
      receipts,
      created(receipts, { type: 'posSale', number: '1', date: SAMPLE_DATE, paymentType: 'cash', cashBoxId: 'CB-1', lines: [line()] }),
      { type: 'START' },
      { type: 'COMPLETE', cashBoxOpen: true },
    ).state;
    refused(receipts.decide(s, { type: 'CLOSE', cashBoxOpen: true }), 'receipt.cashBoxOpen');
    refused(receipts.decide(s, { type: 'CLOSE' }), 'common.factsMissing');
    expect(run(receipts, s, { type: 'CLOSE', cashBoxOpen: false }).state.status).toBe('closed');
  });

  it('an event with no transition in the state is refused as not allowed', () => {
    refused(receipts.decide(invoice(), { type: 'COMPLETE' }), 'common.eventNotAllowed');
    refused(receipts.decide(invoice(), { type: 'CLOSE', cashBoxOpen: false }), 'common.eventNotAllowed');
    refused(receipts.decide(invoice(), { type: 'xstate.init' }), 'common.invalidEvent');
    refused(receipts.decide({ status: 'nowhere', context: {} }, { type: 'START' }), 'common.invalidState');
  });

  it('a converted receipt completes only within the source’s remaining quantities', () => {
    const s = run(
      receipts,
      created(receipts, {
        type: 'salesInvoice',
        number: '1',
        date: SAMPLE_DATE,
        accountId: 'A',
        warehouseId: 'W1',
        sourceId: 'SO-1',
        sourceType: 'salesOrder',
        lines: [
          { ...line('2'), sourceLineId: 'L1' },
          { ...line('1'), sourceLineId: 'L1' },
        ],
      }),
      { type: 'START' },
    ).state;
    refused(receipts.decide(s, { type: 'COMPLETE' }), 'common.factsMissing');
    refused(receipts.decide(s, { type: 'COMPLETE', sourceRemaining: { L1: '2.999' } }), 'receipt.quantityExceedsSource');
    refused(receipts.decide(s, { type: 'COMPLETE', sourceRemaining: {} }), 'receipt.quantityExceedsSource');
    const done = run(receipts, s, { type: 'COMPLETE', sourceRemaining: { L1: '3' } });
    expect(done.effects.find((e) => e.type === 'supplySource')?.params).toEqual({
      sourceId: 'SO-1',
      sourceType: 'salesOrder',
      targetType: 'salesInvoice',
      lines: [
        { sourceLineId: 'L1', quantity: '2' },
        { sourceLineId: 'L1', quantity: '1' },
      ],
    });
  });

  it('PRINT sets the printed flag even when locked, without touching the content', () => {
    const s = run(receipts, invoice(), { type: 'START' }).state;
    const printed = run(receipts, s, { type: 'PRINT' }).state;
    expect(printed.context.printed).toBe(true);
    expect(receipts.content(printed.context)).toEqual(receipts.content(s.context));
  });

  it('a waybill’s lines converted into an invoice mark it invoiced and cannot be invoiced twice', () => {
    const w = run(
      receipts,
      created(receipts, { type: 'salesWaybill', number: '1', date: SAMPLE_DATE, accountId: 'A', warehouseId: 'W1', lines: [line('2')] }),
      { type: 'START' },
      { type: 'COMPLETE' },
    ).state;
    const once = run(receipts, w, { type: 'SUPPLY', targetType: 'salesInvoice', lines: [{ sourceLineId: 'L1', quantity: '2' }] }).state;
    expect(once.context.invoiced).toBe(true);
    refused(
      receipts.decide(once, { type: 'SUPPLY', targetType: 'salesInvoice', lines: [{ sourceLineId: 'L1', quantity: '0.001' }] }),
      'receipt.alreadyConverted',
    );
  });

  it('allowedEvents offers what a screen may send now', () => {
    expect(receipts.allowedEvents(invoice())).toEqual(['EDIT', 'START', 'CANCEL', 'PRINT']);
    const empty = created(receipts, { type: 'salesInvoice', number: '1', date: SAMPLE_DATE });
    expect(receipts.allowedEvents(empty)).toEqual(['EDIT', 'CANCEL', 'PRINT']);
    expect(receipts.allowedEvents(run(receipts, invoice(), { type: 'START' }).state)).toEqual(['COMPLETE', 'PRINT']);
  });
});

describe('receipt: effects of COMPLETE per type', () => {
  const complete = (type: string, extra: Record<string, unknown> = {}) =>
    run(
      receipts,
      created(receipts, { type, number: '1', date: SAMPLE_DATE, accountId: 'ACC', warehouseId: 'W1', lines: [line('2', '10.00')], ...extra }),
      { type: 'START' },
      { type: 'COMPLETE', sourceRemaining: { L1: '2' }, cashBoxOpen: true },
    ).effects;
  const stock = (effects: { type: string; params: Record<string, unknown> }[]) =>
    effects.filter((e) => e.type === 'stockMove').map((e) => [e.params.warehouseId, e.params.quantity]);
  const account = (effects: { type: string; params: Record<string, unknown> }[]) =>
    effects.filter((e) => e.type === 'accountMove').map((e) => [e.params.side, e.params.amount, e.params.kind]);

  it.each([
    ['salesInvoice', '-2', [['debit', '24.00', 'invoice']]],
    ['purchaseInvoice', '2', [['credit', '24.00', 'invoice']]],
    ['salesReturn', '2', [['credit', '24.00', 'invoice']]],
    ['purchaseReturn', '-2', [['debit', '24.00', 'invoice']]],
    ['salesWaybill', '-2', []],
    ['purchaseWaybill', '2', []],
    ['stockIn', '2', []],
    ['stockOut', '-2', []],
  ])('%s moves stock %s and the account %j', (type, qty, moves) => {
    const effects = complete(type);
    expect(stock(effects)).toEqual([['W1', qty]]);
    expect(account(effects)).toEqual(moves);
    expect(effects.some((e) => e.type === 'cashMove')).toBe(false);
  });

  it('a stock transfer moves out of one warehouse and into the other', () => {
    expect(stock(complete('stockTransfer', { targetWarehouseId: 'W2' }))).toEqual([
      ['W1', '-2'],
      ['W2', '2'],
    ]);
  });

  it('stock moves are in base units: quantity × multiplier', () => {
    expect(stock(complete('stockIn', { lines: [{ ...line('2'), multiplier: '12' }] }))).toEqual([['W1', '24']]);
  });

  it('a basket moves stock out and cash in, and no account', () => {
    const effects = complete('posSale', { accountId: undefined, paymentType: 'card', cashBoxId: 'CB-1' });
    expect(stock(effects)).toEqual([['W1', '-2']]);
    expect(account(effects)).toEqual([]);
    expect(effects.find((e) => e.type === 'cashMove')?.params).toMatchObject({ cashBoxId: 'CB-1', direction: 'in', amount: '24.00', paymentType: 'card' });
  });

  it('a cash invoice moves cash and settles the account in the same step', () => {
    const effects = complete('purchaseInvoice', { paymentType: 'cash', cashBoxId: 'CB-1' });
    expect(effects.find((e) => e.type === 'cashMove')?.params).toMatchObject({ direction: 'out', amount: '24.00' });
    expect(account(effects)).toEqual([
      ['credit', '24.00', 'invoice'],
      ['debit', '24.00', 'payment'],
    ]);
  });

  it('an invoice made from a waybill does not move stock again', () => {
    const effects = complete('salesInvoice', { sourceId: 'W-1', sourceType: 'salesWaybill', lines: [{ ...line('2'), sourceLineId: 'L1' }] });
    expect(effects.map((e) => e.type)).toEqual(['accountMove', 'supplySource']);
  });

  it('an invoice made from a paid basket moves neither stock nor cash, and is settled on the account', () => {
    const effects = complete('salesInvoice', { sourceId: 'B-1', sourceType: 'posSale', paymentType: 'cash', lines: [{ ...line('2'), sourceLineId: 'L1' }] });
    expect(effects.map((e) => e.type)).toEqual(['accountMove', 'accountMove', 'supplySource']);
    expect(account(effects)).toEqual([
      ['debit', '24.00', 'invoice'],
      ['credit', '24.00', 'payment'],
    ]);
  });
});

describe('receipt: stock below zero (the warehouse’s policy, from the server’s stockLevels)', () => {
  const inProcess = (type: string, extra: Record<string, unknown> = {}) =>
    run(receipts, created(receipts, { type, number: '1', date: SAMPLE_DATE, accountId: 'ACC', warehouseId: 'W1', lines: [line('2'), line('1.5')], ...extra }), {
      type: 'START',
    }).state;
  const level = (onHand: string, policy: string, warehouseId = 'W1') => ({ onHand, policy, warehouseId });

  it('a refusing warehouse refuses the completion that takes a product below zero, over all its lines', () => {
    const s = inProcess('salesInvoice');
    refused(receipts.decide(s, { type: 'COMPLETE', stockLevels: { 'W1/P1': level('3.4', 'refuse') } }), 'receipt.negativeStock');
    expect(receipts.decide(s, { type: 'COMPLETE', stockLevels: { 'W1/P1': level('3.5', 'refuse') } }).ok).toBe(true);
    // already below zero (the policy was changed since): it may not go further
    refused(receipts.decide(s, { type: 'COMPLETE', stockLevels: { 'W1/P1': level('-1', 'refuse') } }), 'receipt.negativeStock');
  });

  it('a warning warehouse completes and records the lines with the quantity on hand; an allowing one says nothing', () => {
    const s = inProcess('stockOut');
    const warned = run(receipts, s, { type: 'COMPLETE', stockLevels: { 'W1/P1': level('1', 'warn') } }).state;
    expect(warned.status).toBe('completed');
    expect(warned.context.negativeStock).toEqual([{ productId: 'P1', warehouseId: 'W1', lineIds: ['L1', 'L2'], onHand: '1', after: '-2.5', policy: 'warn' }]);
    const allowed = run(receipts, s, { type: 'COMPLETE', stockLevels: { 'W1/P1': level('1', 'allow') } }).state;
    expect(allowed.context.negativeStock).toBeUndefined();
    const further = run(receipts, s, { type: 'COMPLETE', stockLevels: { 'W1/P1': level('-0.5', 'warn') } }).state;
    expect(further.context.negativeStock).toMatchObject([{ onHand: '-0.5', after: '-4' }]);
  });

  it('a transfer is checked in the warehouse it leaves; receipts that bring stock in ask nothing', () => {
    const t = inProcess('stockTransfer', { targetWarehouseId: 'W2' });
    refused(receipts.decide(t, { type: 'COMPLETE', stockLevels: { 'W1/P1': level('0', 'refuse') } }), 'receipt.negativeStock');
    for (const type of ['purchaseInvoice', 'salesReturn', 'stockIn', 'purchaseWaybill']) {
      expect(receipts.decide(inProcess(type), { type: 'COMPLETE', stockLevels: {} }).ok, type).toBe(true);
    }
  });

  it('a till sale that names no warehouse is checked where the server says its stock is', () => {
    const s = run(receipts, created(receipts, { type: 'posSale', number: '1', date: SAMPLE_DATE, paymentType: 'cash', lines: [line('1')] }), {
      type: 'START',
    }).state;
    refused(receipts.decide(s, { type: 'COMPLETE', stockLevels: { '/P1': level('0', 'refuse', 'W7') } }), 'receipt.negativeStock');
  });

  it('levels that miss a product the receipt lowers are missing facts; a journal row without levels (written before the policy) is not checked', () => {
    const s = inProcess('salesInvoice');
    refused(receipts.decide(s, { type: 'COMPLETE', stockLevels: {} }), 'common.factsMissing');
    refused(receipts.decide(s, { type: 'COMPLETE', stockLevels: { 'W1/P1': { onHand: 'lots', policy: 'refuse', warehouseId: 'W1' } } }), 'common.factsMissing');
    expect(receipts.decide(s, { type: 'COMPLETE' }).ok).toBe(true);
  });

  it('a receipt whose source moved the stock asks no levels', () => {
    const s = inProcess('salesInvoice', { sourceId: 'W-1', sourceType: 'salesWaybill', lines: [{ ...line('2'), sourceLineId: 'L1' }] });
    expect(receipts.decide(s, { type: 'COMPLETE', sourceRemaining: { L1: '2' }, stockLevels: {} }).ok).toBe(true);
  });
});

describe('receipt: withholding (tevkifat)', () => {
  it('the buyer owes the total less the VAT it withholds: the account is debited that much, and a cash invoice takes that much', () => {
    // 1000.00 + 20 % VAT = 1200.00; code 601 at 40 % withholds 80.00 of the 200.00 VAT: the buyer owes 1120.00
    const withheld = { productId: 'P1', quantity: '1', unitPrice: '1000.00', vatRate: 20, withholdingCode: '601', withholdingPercent: 40 };
    const onAccount = run(receipts, invoice({ lines: [withheld] }), { type: 'START' }, { type: 'COMPLETE' });
    expect(onAccount.state.context.totals).toMatchObject({ grand: '1200.00' });
    const accountMoves = onAccount.effects.filter((e) => e.type === 'accountMove').map((e) => (e.params as { amount: string }).amount);
    expect(accountMoves).toEqual(['1120.00']);

    const cash = run(
      receipts,
      invoice({ lines: [withheld], paymentType: 'cash', cashBoxId: 'CB-1' }),
      { type: 'START' },
      { type: 'COMPLETE', cashBoxOpen: true },
    );
    const cashMoves = cash.effects.filter((e) => e.type === 'cashMove').map((e) => (e.params as { amount: string }).amount);
    expect(cashMoves).toEqual(['1120.00']);
    const mixed = (cash: string, card: string) => invoice({ lines: [withheld], paymentType: 'mixed', cashBoxId: 'CB-1', payments: { cash, card } });
    refused(receipts.decide(mixed('600.00', '600.00'), { type: 'START' }), 'receipt.paymentMismatch');
    expect(run(receipts, mixed('560.00', '560.00'), { type: 'START' }).state.status).toBe('inProcess');
  });
});
