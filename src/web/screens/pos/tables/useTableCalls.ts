import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { documentLock } from '../../../../../machines/locks';
import { paymentRequest, splitRequest, type TableFlowContext, type TableFlowEvent } from '../../../../../flows/pos-table';
import { ApiError } from '../../../api/apiError';
import { useOpenCashBox } from '../../../api/fetchOpenCashBox';
import { fetchDocument } from '../../../api/fetchDocument';
import { asTableBill, tableBillSchema } from '../../../api/tableBill';
import { saveTableLines } from '../../../api/saveTableLines';
import { mergeTables } from '../../../api/mergeTables';
import { moveTable } from '../../../api/moveTable';
import { payTable } from '../../../api/payTable';
import { splitTable } from '../../../api/splitTable';
import { tableKeys } from '../../../api/queryKeys';

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : 'tables.failed');

/**
 * The calls the table flow asks for: the bill is loaded (again when the page is shown), saved on entering
 * `savingLines`, and the action of `submitting` is sent. After a failure the bill is loaded again, so the
 * screen always shows what the server has.
 */
export function useTableCalls(id: number, active: boolean, step: string, context: TableFlowContext, send: (e: TableFlowEvent) => void) {
  const queryClient = useQueryClient();
  const cashBox = useOpenCashBox();

  const reload = useCallback(async () => {
    try {
      const view = await fetchDocument(id, tableBillSchema);
      if (documentLock(view.type, view.status).locked) send({ type: 'FAILED', reason: 'tables.notOpen' });
      else send({ type: 'LOADED', bill: asTableBill(view) });
    } catch (e) {
      send({ type: 'FAILED', reason: reasonOf(e) });
    }
  }, [id, send]);

  useEffect(() => {
    if (active && (step === 'loading' || step === 'ordering' || step === 'failed')) void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the bill is loaded when the page is shown, not again on every step
  }, [active]);

  const failed = useCallback(
    (e: unknown) => {
      send({ type: 'FAILED', reason: reasonOf(e) });
      // a stale version or a bill changed elsewhere: show the current one
      if (!(e instanceof ApiError) || e.status !== 403) void reload();
    },
    [send, reload],
  );

  useEffect(() => {
    if (step !== 'savingLines' || !context.bill || !context.pendingLines) return;
    const { bill, pendingLines } = context;
    saveTableLines(bill.id, bill.version, pendingLines).then((v) => send({ type: 'SAVED', bill: asTableBill(v) }), failed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one save per `saveSeq`, on entering `savingLines`
  }, [step, context.saveSeq]);

  useEffect(() => {
    if (step !== 'submitting' || !context.bill) return;
    const bill = context.bill;
    const done = () => queryClient.invalidateQueries({ queryKey: tableKeys.all });
    (async () => {
      switch (context.action) {
        case 'move': {
          const v = await moveTable(bill.id, bill.version, context.targetName.trim());
          send({ type: 'SUBMITTED', bill: asTableBill(v), id: v.id, number: v.number });
          break;
        }
        case 'split': {
          const { created, source } = await splitTable(bill.id, splitRequest(context));
          send({ type: 'SUBMITTED', bill: asTableBill(source), id: created.id, number: created.number });
          break;
        }
        case 'merge': {
          const target = await mergeTables(bill.id, context.mergeTargetId!);
          send({ type: 'SUBMITTED', id: target.id, number: target.number });
          break;
        }
        case 'pay': {
          const box = cashBox.data ?? (await cashBox.refetch()).data;
          if (!box) throw new Error('pos.noCashBox');
          const paid = await payTable(bill.id, paymentRequest(context, box.cashBoxId));
          send({ type: 'SUBMITTED', id: paid.id, number: paid.number });
          break;
        }
      }
      await done();
    })().catch(failed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the action is sent once, on entering `submitting`
  }, [step]);

  return { cashBoxMissing: cashBox.isSuccess && !cashBox.data };
}
