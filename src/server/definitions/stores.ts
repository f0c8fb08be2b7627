import { DEFAULT_NEGATIVE_STOCK_POLICY } from '../../domain/documents/negative-stock';
import { locationBody, warehouseBody, type locationSchema, type warehouseSchema } from '../../domain/schemas/definitions';
import type { Queryable } from '../db/database';
import { fail, invalid } from '../http/errors';
import type { StoredReply } from '../http/idempotency';
import { addError, fieldValue, validate } from '../http/field-checks';
import { lockNames, nameAmong } from './checks';
import {
  insertLocation,
  insertWarehouse,
  listLocationsOfWarehouse,
  listWarehouses,
  locationJson,
  locationUse,
  updateLocation,
  updateWarehouse,
  warehouseExists,
} from './queries';
import type { z } from 'zod';

/**
 * POST and PUT of /api/warehouses and /api/locations. A warehouse's name is unique in the company, a
 * location's in its warehouse (Turkish case ignored); a location's warehouse must be one of the company's.
 * A warehouse's negative-stock policy is `warn` unless given.
 * The replies have the shape of the GET lists' items.
 */

export async function saveWarehouse(q: Queryable, companyId: number, raw: unknown, id?: number): Promise<StoredReply> {
  await lockNames(q, 'warehouses');
  const rows = await listWarehouses(q);
  if (id !== undefined && !rows.some((r) => r.id === id)) throw fail('NF10004');
  const { data, errors } = validate(warehouseBody, raw);
  const name = fieldValue(warehouseBody, raw, errors, 'name');
  if (name !== undefined && nameAmong(rows, name, id)) addError(errors, 'name', 'validation.nameTaken');
  if (!data || Object.keys(errors).length) throw invalid(errors);

  const saved =
    id === undefined
      ? await insertWarehouse(q, companyId, data.name, data.negativeStock ?? DEFAULT_NEGATIVE_STOCK_POLICY)
      : await updateWarehouse(q, id, data.name, data.negativeStock);
  return { status: id === undefined ? 201 : 200, body: { response: saved satisfies z.input<typeof warehouseSchema> } };
}

export async function saveLocation(q: Queryable, companyId: number, raw: unknown, id?: number): Promise<StoredReply> {
  await lockNames(q, 'locations');
  const current = id === undefined ? null : await locationUse(q, id);
  if (id !== undefined && !current) throw fail('NF10004');
  const { data, errors } = validate(locationBody, raw);
  const warehouseId = fieldValue(locationBody, raw, errors, 'warehouseId');
  const warehouseFound = warehouseId !== undefined && (await warehouseExists(q, warehouseId));
  if (warehouseId !== undefined && !warehouseFound) addError(errors, 'warehouseId', 'validation.warehouseNotFound');
  // the stock that moved there stays in its warehouse; a receiving or dispatch location is its warehouse's own
  if (current && warehouseFound && warehouseId !== current.warehouseId && (current.used || current.kind !== 'shelf'))
    addError(errors, 'warehouseId', 'validation.locationInUse');
  const name = fieldValue(locationBody, raw, errors, 'name');
  if (name !== undefined && warehouseId !== undefined && warehouseFound) {
    const siblings = await listLocationsOfWarehouse(q, warehouseId);
    if (nameAmong(siblings, name, id)) addError(errors, 'name', 'validation.nameTaken');
  }
  if (!data || Object.keys(errors).length) throw invalid(errors);

  const l = id === undefined ? await insertLocation(q, companyId, data) : await updateLocation(q, id, data);
  return { status: id === undefined ? 201 : 200, body: { response: locationJson(l) satisfies z.input<typeof locationSchema> } };
}
