import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  paymentRequest,
  splitRequest,
  tableFlow,
  type ActionOutcome,
  type LinesToSave,
  type LoadedBill,
  type TableFlowContext,
} from '../../../../../flows/pos-table';
import { useOpenCashBox } from '../../../api/fetchOpenCashBox';
import { fetchDocument } from '../../../api/fetchDocument';
import { asTableBill, tableBillSchema } from '../../../api/tableBill';
import { saveTableLines } from '../../../api/saveTableLines';
import { mergeTables } from '../../../api/mergeTables';
import { moveTable } from '../../../api/moveTable';
import { payTable } from '../../../api/payTable';
import { splitTable } from '../../../api/splitTable';
import { tableKeys } from '../../../api/queryKeys';

/**
 * The table flow with the calls it invokes: the bill of table `id` loaded, its lines saved, the chosen action sent.
 * When each runs, and what a failure does, is the flow's (flows/pos-table.ts).
 */
export function useTableCalls(id: number) {
  const queryClient = useQueryClient();
  const cashBox = useOpenCashBox();
  const { data: box, refetch: refetchBox } = cashBox;

  const flow = useMemo(() => {
    async function submit(c: TableFlowContext): Promise<ActionOutcome> {
      const bill = c.bill!;
      switch (c.action) {
        case 'move': {
          const v = await moveTable(bill.id, bill.version, c.targetName.trim());
          return { bill: asTableBill(v), id: v.id, number: v.number };
        }
        case 'split': {
          const { created, source } = await splitTable(bill.id, splitRequest(c));
          return { bill: asTableBill(source), id: created.id, number: created.number };
        }
        case 'merge':
          return mergeTables(bill.id, c.mergeTargetId!);
        default: {
          const open = box ?? (await refetchBox()).data;
          if (!open) throw new Error('pos.noCashBox');
          return payTable(bill.id, paymentRequest(c, open.cashBoxId));
        }
      }
    }
    return tableFlow.provide({
      actors: {
        loadBill: fromPromise(async (): Promise<LoadedBill> => {
          const view = await fetchDocument(id, tableBillSchema);
          return { bill: asTableBill(view), type: view.type, status: view.status };
        }),
        saveLines: fromPromise(async ({ input }: { input: LinesToSave }) => asTableBill(await saveTableLines(input.bill.id, input.bill.version, input.lines))),
        submitAction: fromPromise(async ({ input }: { input: TableFlowContext }) => {
          const outcome = await submit(input);
          void queryClient.invalidateQueries({ queryKey: tableKeys.all });
          return outcome;
        }),
      },
    });
  }, [id, queryClient, box, refetchBox]);

  return { flow, cashBoxMissing: cashBox.isSuccess && !box };
}
