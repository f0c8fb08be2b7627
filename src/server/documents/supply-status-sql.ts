import { snapshotOf } from './snapshot-fields';

const DOC = snapshotOf('d');

/**
 * supplyStatus() of machines/order/rules.ts in SQL, over a row aliased `d`, so that lists filter and page
 * by it in the database. tests/unit/supply-status-sql.test.ts runs both over random orders and holds them equal.
 */
export const SUPPLY_STATUS_SQL = `(
  case
    when not exists (select 1 from jsonb_array_elements(${DOC.lines}) l where coalesce(l->>'suppliedQuantity', '0')::numeric > 0) then 'neverSupplied'
    when exists (select 1 from jsonb_array_elements(${DOC.lines}) l where coalesce(l->>'suppliedQuantity', '0')::numeric < (l->>'quantity')::numeric) then 'partiallySupplied'
    else 'supplied'
  end)`;

/**
 * Whether a row aliased `d` has a line with something left to convert (lineRemaining() of
 * src/domain/lifecycle/lines.ts above zero: quantity − supplied − written off), as the conversion wizard
 * would bring over. tests/unit/supply-status-sql.test.ts holds it equal to the domain's.
 */
export const REMAINING_LINES_SQL = `exists (
  select 1 from jsonb_array_elements(${DOC.lines}) l
   where (l->>'quantity')::numeric - coalesce(l->>'suppliedQuantity', '0')::numeric - coalesce(l->>'writtenOffQuantity', '0')::numeric > 0)`;
