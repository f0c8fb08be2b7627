/**
 * A variant's values as JSON ([{dimensionId, dimension, valueId, value}] in dimension order) for the product row named
 * `p`; null when it has none.
 */
export const variantValuesJson = (
  p: string,
) => `(select jsonb_agg(jsonb_build_object('dimensionId', d.id, 'dimension', d.name, 'valueId', v.id, 'value', v.name) order by d.id)
              from product_variant_values pv
              join variant_values v on v.company_id = pv.company_id and v.id = pv.value_id
              join variant_dimensions d on d.company_id = pv.company_id and d.id = pv.dimension_id
             where pv.company_id = ${p}.company_id and pv.product_id = ${p}.id)`;

/** A model's variants with their values as JSON ([{id, values}] in id order) for the product row named `p`; null when it has none. */
export const variantChoicesJson = (p: string) => `(select jsonb_agg(jsonb_build_object('id', vp.id, 'values', ${variantValuesJson('vp')}) order by vp.id)
                   from products vp where vp.company_id = ${p}.company_id and vp.parent_product_id = ${p}.id)`;
