import type { ShelfLocation } from '../../../../domain/schemas/definitions';
import type { EditorLine } from '../../common/editorLine';

/** What the location column needs from the editor: the warehouse's locations, the products' homes there, the server's refusals. */
export interface LineShelves {
  /** the line's warehouse's locations, in the walking order */
  locations: readonly ShelfLocation[];
  /** product id → its default location in the warehouse (/depo/ayar) */
  homes: ReadonlyMap<number, number>;
  /** line key → why the server refused the line's location, in the user's language */
  errors: Readonly<Record<string, string>>;
  /** the first choice's label: the product's home, named */
  homeLabel: (name: string) => string;
}

/**
 * The product's home in the warehouse, as the server takes it when the line chooses none (migration
 * 202611291226_stock_locations, stock_location_of): its default location there, else its card's own when it is there.
 */
export function homeOf(line: EditorLine, shelves: LineShelves): ShelfLocation | undefined {
  if (line.productId === null) return undefined;
  const id = shelves.homes.get(line.productId) ?? line.cardLocationId;
  return shelves.locations.find((l) => l.id === id);
}

const nameOf = (l: ShelfLocation) => [l.name, [l.aisle, l.shelf, l.bin].filter(Boolean).join('-')].filter(Boolean).join(' · ');

/** A line's shelf location: first the product's home (nothing chosen), then every location of the warehouse. */
export function LocationCell(p: {
  row: number;
  col: string;
  label: string;
  readOnly: boolean;
  line: EditorLine;
  shelves: LineShelves;
  onCommit: (locationId: number | undefined) => void;
}) {
  const home = homeOf(p.line, p.shelves);
  const error = p.shelves.errors[p.line.key];
  // a location chosen before the warehouse changed is still shown, so that the server's refusal names what was chosen
  const strange = p.line.locationId !== undefined && !p.shelves.locations.some((l) => l.id === p.line.locationId);
  return (
    <select
      className={error ? 'receipt-cell-select receipt-cell-invalid' : 'receipt-cell-select'}
      data-cell={`${p.row}:${p.col}`}
      data-testid="line-location"
      aria-label={p.label}
      aria-invalid={error ? true : undefined}
      title={error}
      disabled={p.readOnly || p.line.productId === null}
      value={p.line.locationId ?? ''}
      onChange={(e) => p.onCommit(e.target.value === '' ? undefined : Number(e.target.value))}
    >
      <option value="">{home ? p.shelves.homeLabel(nameOf(home)) : '—'}</option>
      {strange && <option value={p.line.locationId}>{`#${p.line.locationId}`}</option>}
      {p.shelves.locations.map((l) => (
        <option key={l.id} value={l.id}>
          {nameOf(l)}
        </option>
      ))}
    </select>
  );
}
