/**
 * Canonical JSON: object keys sorted, no whitespace, `undefined` dropped. Two equal values always give
 * the same text, so it is what the journal hashes and what replay compares.
 *
 * The text is a stored format (journal hashes depend on it): any change must keep the output identical
 * to the first implementation, which `tests/unit/replay/canonical.test.ts` keeps verbatim and checks
 * against over arbitrary values. This one builds the text in one pass (no map/filter/join arrays) and
 * sorts keys with `<`, which orders by UTF-16 code units exactly as the default `Array#sort` does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return primitive(value);
  return Array.isArray(value) ? array(value) : object(value as Record<string, unknown>);
}

function primitive(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      if (!Number.isFinite(value)) throw new Error('canonicalJson: non-finite number');
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      // null; undefined, functions and symbols give `undefined` → "null"; bigint throws like JSON.stringify
      return JSON.stringify(value) ?? 'null';
  }
}

function array(value: readonly unknown[]): string {
  const n = value.length;
  if (n === 0) return '[]';
  let out = '[';
  for (let i = 0; i < n; i++) {
    if (i > 0) out += ',';
    // a hole stays empty, as `Array#map` + `join` left it
    if (!(i in value)) continue;
    const v = value[i];
    out += v === undefined ? 'null' : v === null || typeof v !== 'object' ? primitive(v) : Array.isArray(v) ? array(v) : object(v as Record<string, unknown>);
  }
  return out + ']';
}

function object(obj: Record<string, unknown>): string {
  const keys = Object.keys(obj);
  const n = keys.length;
  // insertion sort for the usual small objects; `>` compares UTF-16 code units like the default sort
  if (n > 24) keys.sort();
  else
    for (let i = 1; i < n; i++) {
      const k = keys[i] as string;
      let j = i - 1;
      while (j >= 0 && (keys[j] as string) > k) {
        keys[j + 1] = keys[j] as string;
        j--;
      }
      keys[j + 1] = k;
    }
  let out = '{';
  let first = true;
  for (let i = 0; i < n; i++) {
    const k = keys[i] as string;
    const v = obj[k];
    if (v === undefined) continue;
    if (first) first = false;
    else out += ',';
    out += quote(k);
    out += ':';
    out += v === null || typeof v !== 'object' ? primitive(v) : Array.isArray(v) ? array(v) : object(v as Record<string, unknown>);
  }
  return out + '}';
}

/** `JSON.stringify` of a string: the common case (nothing to escape) without calling it. */
export function quote(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // quote, backslash, control characters and surrogates (lone ones are escaped) take the slow path
    if (c < 32 || c === 34 || c === 92 || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(s);
  }
  return `"${s}"`;
}

/**
 * `canonicalJson(a) === canonicalJson(b)` without building the texts (replay compares whole states).
 * It walks both values and answers `true` only for plain data it fully checked (null, booleans, finite
 * numbers, strings, arrays without holes or `undefined`, objects); anything else, and any difference,
 * is settled by comparing the texts, so the answer (or the error) is always that of the comparison.
 */
export function canonicalEqual(a: unknown, b: unknown): boolean {
  return same(a, b) || canonicalJson(a) === canonicalJson(b);
}

function same(a: unknown, b: unknown): boolean {
  if (a === null || typeof a !== 'object') {
    switch (typeof a) {
      case 'string':
      case 'boolean':
        return a === b;
      case 'number':
        return Number.isFinite(a) && a === b; // 0 === -0, and both print "0"
      default:
        return a === null && b === null;
    }
  }
  if (b === null || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const x = a[i];
      if (x === undefined || !(i in a) || !(i in b) || !same(x, b[i])) return false;
    }
    return true;
  }
  if (Array.isArray(b)) return false;
  const oa = a as Record<string, unknown>;
  const ob = b as Record<string, unknown>;
  const ka = Object.keys(oa);
  const kb = Object.keys(ob);
  // the usual case: the same own enumerable keys in the same order
  let sameKeys = ka.length === kb.length;
  for (let i = 0; sameKeys && i < ka.length; i++) sameKeys = ka[i] === kb[i];
  if (sameKeys) {
    for (const k of ka) {
      const x = oa[k];
      const y = ob[k];
      if (x === undefined && y === undefined) continue;
      if (x === undefined || y === undefined || !same(x, y)) return false;
    }
    return true;
  }
  let n = 0;
  for (const k of ka) {
    const x = oa[k];
    if (x === undefined) continue;
    n++;
    if (!Object.hasOwn(ob, k) || !Object.prototype.propertyIsEnumerable.call(ob, k) || !same(x, ob[k])) return false;
  }
  for (const k of kb) if (ob[k] !== undefined) n--;
  return n === 0;
}
