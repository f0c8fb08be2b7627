import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

const orderLine = z
  .object({
    id: z.string(),
    productId: z.number().optional(),
    quantity: z.string(),
    unitPrice: z.string(),
    vatRate: z.number(),
    total: z.string().optional(),
    suppliedQuantity: z.string().default('0'),
    writtenOffQuantity: z.string().default('0'),
  })
  .loose();

const orderSchema = z
  .object({
    id: z.number(),
    type: z.string(),
    number: z.string(),
    status: z.string(),
    version: z.number(),
    date: z.string().nullable().optional(),
    accountId: z.number().nullable().optional(),
    currency: z.string().optional(),
    shortCloseReason: z.string().optional(),
    supplyStatus: z.string().optional(),
    allowedEvents: z.array(z.string()).default([]),
    lines: z.array(orderLine).default([]),
    totals: z.object({ grand: z.string() }).partial().optional(),
  })
  .loose();
export type OrderView = z.infer<typeof orderSchema>;

const brief = z.object({ id: z.number(), type: z.string(), number: z.string(), status: z.string() });
const lineageSchema = z.object({ sources: z.array(brief), targets: z.array(brief) });
export type Lineage = z.infer<typeof lineageSchema>;

/** GET /api/documents/:id for an order, with its lines' supplied and written-off quantities. */
export function useOrder(id: number) {
  return useQuery({ queryKey: ['documents', id], queryFn: async () => orderSchema.parse(await api<unknown>(`/documents/${id}`)) });
}

/** POST /api/documents/:id/events (APPROVE, SHORT_CLOSE with a reason, CANCEL, CLOSE): the order in its new state. */
export async function sendOrderEvent(id: number, version: number, type: string, extra: Record<string, unknown> = {}): Promise<OrderView> {
  return orderSchema.parse(await api<unknown>(`/documents/${id}/events`, { method: 'POST', body: { type, version, ...extra } }));
}

/** GET /api/documents/:id/lineage: what the document came from and what was made of it. */
export function useLineage(id: number) {
  return useQuery({ queryKey: ['documents', id, 'lineage'], queryFn: async () => lineageSchema.parse(await api<unknown>(`/documents/${id}/lineage`)) });
}
