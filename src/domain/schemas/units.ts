import { z } from 'zod';
import { decimalPattern, type DecimalLimit } from '../money/limits';

/**
 * Sistem → Birimler (/sistem/tunits): the company's units of measure. A base unit (ADET, KG, LT, M …) has no base and
 * factor 1; a packing unit names its base and how many base units it holds (KOLI = 12 ADET). A unit's code is what a
 * product's card and a receipt's line show; it is fixed once the unit exists (products name it).
 */
export const UNIT_FACTOR: DecimalLimit = { integerDigits: 8, scale: 4 };

const unitCode = z
  .string({ message: 'validation.required' })
  .transform((v) => v.trim().toLocaleUpperCase('tr-TR'))
  .pipe(z.string().min(1, 'validation.required').max(20, 'validation.maxLength|20'));
const name = z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(60, 'validation.maxLength|60');
const factor = z
  .string({ message: 'validation.number' })
  .trim()
  .regex(decimalPattern(UNIT_FACTOR), 'validation.number')
  .refine((v) => Number(v) > 0, 'validation.positive');

const unitFields = { name, baseCode: unitCode.nullable(), factor };

/** A packing unit needs its base and a factor; a base unit's factor is 1. */
const factorFitsBase = (v: { baseCode: string | null; factor: string }) => v.baseCode !== null || Number(v.factor) === 1;

export const createUnitBody = z
  .strictObject({ code: unitCode, ...unitFields })
  .refine(factorFitsBase, { message: 'validation.baseUnitFactor', path: ['factor'] });
export const updateUnitBody = z.strictObject(unitFields).refine(factorFitsBase, { message: 'validation.baseUnitFactor', path: ['factor'] });
export type CreateUnitBody = z.infer<typeof createUnitBody>;
export type UpdateUnitBody = z.infer<typeof updateUnitBody>;

/** A unit as GET /api/units lists it and a save answers it; `inUse`: products or other units name it. */
export const unitSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  baseCode: z.string().nullable(),
  factor: z.string(),
  inUse: z.boolean(),
});
export type Unit = z.infer<typeof unitSchema>;
export const unitListSchema = z.object({ items: z.array(unitSchema) });
