import { z } from 'zod';
import { LABEL_LIMITS, LABEL_PAPERS, SYMBOLOGIES } from '../print/labels';
import {
  CUSTOM_PAPER_MM,
  DESIGN_TEXT_MAX,
  FONT_SIZE_PT,
  ORIENTATIONS,
  PAPERS,
  PRINT_COLUMNS,
  PRINT_FIELDS,
  PRINT_FONTS,
  REQUIRED_COLUMNS,
} from '../print/design';

const version = z.number().int().min(1).max(2_147_483_647);
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { message: 'validation.invalid' });
const whole = (min: number, max: number) =>
  z
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(min, { message: `validation.atLeast|${min}` })
    .max(max, { message: `validation.atMost|${max}` });
const designText = z.string({ message: 'validation.invalid' }).max(DESIGN_TEXT_MAX, { message: `validation.maxLength|${DESIGN_TEXT_MAX}` });

const printDesignFields = {
  paper: choice(PAPERS),
  orientation: choice(ORIENTATIONS),
  widthMm: whole(CUSTOM_PAPER_MM.min, CUSTOM_PAPER_MM.max).nullable(),
  heightMm: whole(CUSTOM_PAPER_MM.min, CUSTOM_PAPER_MM.max).nullable(),
  font: choice(PRINT_FONTS),
  fontSizePt: whole(FONT_SIZE_PT.min, FONT_SIZE_PT.max),
  hiddenFields: z.array(choice(PRINT_FIELDS)).max(PRINT_FIELDS.length),
  columns: z.array(choice(PRINT_COLUMNS)).max(PRINT_COLUMNS.length),
  headerText: designText,
  footerText: designText,
};

const raw = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});
const lacksSize = (side: 'widthMm' | 'heightMm') => (v: unknown) => raw(v).paper !== 'custom' || (raw(v)[side] !== null && raw(v)[side] !== undefined);

/**
 * PUT /api/print-design (admins): a custom paper names its size; the product name and the line total always print.
 * The companions are checked even when other fields are bad, so that one 422 lists every field.
 */
export const printDesignBody = z
  .strictObject({ version, ...printDesignFields })
  .refine(lacksSize('widthMm'), { path: ['widthMm'], message: 'validation.customPaperSize', when: () => true })
  .refine(lacksSize('heightMm'), { path: ['heightMm'], message: 'validation.customPaperSize', when: () => true })
  .refine((v: unknown) => !Array.isArray(raw(v).columns) || REQUIRED_COLUMNS.every((c) => (raw(v).columns as unknown[]).includes(c)), {
    path: ['columns'],
    message: 'validation.printColumnsRequired',
    when: () => true,
  });
export type PrintDesignBody = z.infer<typeof printDesignBody>;

export const printDesignSchema = z.object({ version: z.number(), ...printDesignFields });
export type PrintDesignView = z.infer<typeof printDesignSchema>;

const labelDesignFields = {
  paper: choice(LABEL_PAPERS),
  rows: whole(LABEL_LIMITS.rows.min, LABEL_LIMITS.rows.max),
  columns: whole(LABEL_LIMITS.columns.min, LABEL_LIMITS.columns.max),
  marginMm: whole(LABEL_LIMITS.marginMm.min, LABEL_LIMITS.marginMm.max),
  gapMm: whole(LABEL_LIMITS.gapMm.min, LABEL_LIMITS.gapMm.max),
  symbology: choice(SYMBOLOGIES),
  showName: z.boolean({ message: 'validation.invalid' }),
  showPrice: z.boolean({ message: 'validation.invalid' }),
  showCode: z.boolean({ message: 'validation.invalid' }),
};

/** PUT /api/label-design (admins and managers): the label sheet's layout and what a label shows. */
export const labelDesignBody = z.strictObject({ version, ...labelDesignFields });
export type LabelDesignBody = z.infer<typeof labelDesignBody>;
export const labelDesignSchema = z.object({ version: z.number(), ...labelDesignFields });
export type LabelDesignView = z.infer<typeof labelDesignSchema>;
