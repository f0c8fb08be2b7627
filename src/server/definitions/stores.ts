import { locationBody, warehouseBody, type locationSchema, type warehouseSchema } from '../../domain/schemas/definitions';
import type { Queryable } from '../db/database';
import { fail, invalid } from '../http/errors';
import type { StoredReply } from '../http/idempotency';
import { addError, fieldValue, validate } from '../masterdata/field-checks';
import { lockNames, nameAmong } from './checks';
import type { z } from 'zod';

/**
 * POST and PUT of /api/warehouses and /api/locations. A warehouse's name is unique in the company, a
 * location's in its warehouse (Turkish case ignored); a location's warehouse must be one of the company's.
 * The replies have the shape of the GET lists' items.
 */

export async function saveWarehouse(q: Queryable, companyId: number, raw: unknown, id?: number): Promise<StoredReply> {
  await lockNames(q, 'warehouses');
  const rows = (await q.query<{ id: number; name: string }>(`select id, name from warehouses`)).rows;
  if (id !== undefined && !rows.some((r) => r.id === id)) throw fail('NF10004');
  const { data, errors } = validate(warehouseBody, raw);
  const name = fieldValue(warehouseBody, raw, errors, 'name');
  if (name !== undefined && nameAmong(rows, name, id)) addError(errors, 'name', 'validation.nameTaken');
  if (!data || Object.keys(errors).length) throw invalid(errors);

  const r =
    id === undefined
      ? await q.query<{ id: number; name: string }>(`insert into warehouses (company_id, name) values ($1, $2) returning id, name`, [companyId, data.name])
      : await q.query<{ id: number; name: string }>(`update warehouses set name = $2 where id = $1 returning id, name`, [id, data.name]);
  return { status: id === undefined ? 201 : 200, body: { response: r.rows[0]! satisfies z.input<typeof warehouseSchema> } };
}

export async function saveLocation(q: Queryable, companyId: number, raw: unknown, id?: number): Promise<StoredReply> {
  await lockNames(q, 'locations');
  if (id !== undefined && (await q.query(`select 1 from locations where id = $1`, [id])).rowCount === 0) throw fail('NF10004');
  const { data, errors } = validate(locationBody, raw);
  const warehouseId = fieldValue(locationBody, raw, errors, 'warehouseId');
  const warehouseFound = warehouseId !== undefined && (await q.query(`select 1 from warehouses where id = $1`, [warehouseId])).rowCount > 0;
  if (warehouseId !== undefined && !warehouseFound) addError(errors, 'warehouseId', 'validation.warehouseNotFound');
  const name = fieldValue(locationBody, raw, errors, 'name');
  if (name !== undefined && warehouseFound) {
    const siblings = (await q.query<{ id: number; name: string }>(`select id, name from locations where warehouse_id = $1`, [warehouseId])).rows;
    if (nameAmong(siblings, name, id)) addError(errors, 'name', 'validation.nameTaken');
  }
  if (!data || Object.keys(errors).length) throw invalid(errors);

  const r =
    id === undefined
      ? await q.query<{ id: number; name: string; warehouse_id: number }>(
          `insert into locations (company_id, warehouse_id, name) values ($1, $2, $3) returning id, name, warehouse_id`,
          [companyId, data.warehouseId, data.name],
        )
      : await q.query<{ id: number; name: string; warehouse_id: number }>(
          `update locations set warehouse_id = $2, name = $3 where id = $1 returning id, name, warehouse_id`,
          [id, data.warehouseId, data.name],
        );
  const l = r.rows[0]!;
  return {
    status: id === undefined ? 201 : 200,
    body: { response: { id: l.id, name: l.name, warehouseId: l.warehouse_id } satisfies z.input<typeof locationSchema> },
  };
}
