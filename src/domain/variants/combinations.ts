/**
 * A model's variants (issue #29): one product row per combination of the values chosen in each dimension, in the
 * dimensions' order (size × colour …). Its stock code is the model's followed by each value's code (`TSHIRT-RED-M`),
 * its name the model's with the value names, and its key (the value ids in dimension order) makes one variant per
 * combination of a model (the database's unique index on products (parent_product_id, variant_key)).
 */

export interface VariantValue {
  id: number;
  dimensionId: number;
  code: string;
  name: string;
}

export interface ChosenDimension {
  dimensionId: number;
  values: VariantValue[];
}

/** Every combination of one value from each dimension, the first dimension varying slowest. */
export function variantCombinations(dimensions: readonly ChosenDimension[]): VariantValue[][] {
  if (dimensions.length === 0 || dimensions.some((d) => d.values.length === 0)) return [];
  return dimensions.reduce<VariantValue[][]>((acc, d) => acc.flatMap((combo) => d.values.map((v) => [...combo, v])), [[]]);
}

export const variantCode = (modelCode: string, values: readonly VariantValue[]): string => [modelCode, ...values.map((v) => v.code)].join('-');

export const variantName = (modelName: string, values: readonly VariantValue[]): string => `${modelName} ${values.map((v) => v.name).join(' / ')}`;

/** The value ids ordered by their dimension: the same combination gives the same key whatever order it was chosen in. */
export const variantKey = (values: readonly VariantValue[]): string =>
  [...values]
    .sort((a, b) => a.dimensionId - b.dimensionId)
    .map((v) => v.id)
    .join('.');
