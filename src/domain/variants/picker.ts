/**
 * What the till's size/colour picker offers for a model: its dimensions, each with the values some variant has, in
 * the order the variants list them, and the variant a full choice names (null while a dimension is unchosen or when
 * no variant has that combination).
 */

export interface VariantChoiceValue {
  dimensionId: number;
  dimension: string;
  valueId: number;
  value: string;
}

export interface VariantChoice {
  id: number;
  values: VariantChoiceValue[];
}

export interface PickerDimension {
  id: number;
  name: string;
  values: { id: number; name: string }[];
}

export function pickerDimensions(variants: readonly VariantChoice[]): PickerDimension[] {
  const dims = new Map<number, PickerDimension>();
  for (const v of variants)
    for (const value of v.values) {
      const d = dims.get(value.dimensionId) ?? { id: value.dimensionId, name: value.dimension, values: [] };
      if (!d.values.some((x) => x.id === value.valueId)) d.values.push({ id: value.valueId, name: value.value });
      dims.set(d.id, d);
    }
  return [...dims.values()].sort((a, b) => a.id - b.id);
}

/** `chosen`: dimension id → value id. */
export function variantFor(variants: readonly VariantChoice[], chosen: ReadonlyMap<number, number>): number | null {
  const hit = variants.find((v) => v.values.length === chosen.size && v.values.every((x) => chosen.get(x.dimensionId) === x.valueId));
  return hit?.id ?? null;
}
