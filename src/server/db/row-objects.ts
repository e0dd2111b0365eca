/**
 * Rows that crossed from a read worker as arrays, made into the objects better-sqlite3 gives on the main
 * connection. A maker per column list is compiled once (an object literal reading the array), which builds each
 * row about ten times faster than assigning keys in a loop; that is main-thread time on every read.
 */
type RowMaker = (row: readonly unknown[]) => Record<string, unknown>;

const MAKERS_KEPT = 500;
const makers = new Map<string, RowMaker>();

function makerOf(columns: readonly string[]): RowMaker {
  const key = columns.join('\u0000');
  let maker = makers.get(key);
  if (!maker) {
    // Names are JSON-quoted, so any column name is a safe key; '__proto__' is computed, so it stays an own property
    // rather than setting the prototype. A later column of the same name wins, as on the main connection. The
    // body holds only quoted names and indexes, never a value.
    const fields = columns.map((name, i) => {
      const quoted = JSON.stringify(name);
      return `${name === '__proto__' ? `[${quoted}]` : quoted}: row[${i}]`;
    });
    maker = new Function('row', `return { ${fields.join(', ')} };`) as RowMaker;
    if (makers.size >= MAKERS_KEPT) makers.delete(makers.keys().next().value!);
    makers.set(key, maker);
  }
  return maker;
}

/**
 * The rows as objects. `blobs` says some value is a blob: it crossed threads as a plain Uint8Array, and the main
 * connection gives a Buffer.
 */
export function objectsOf(columns: readonly string[], rows: readonly unknown[][], blobs: boolean): unknown[] {
  const make = makerOf(columns);
  const objects = new Array<unknown>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    objects[r] = make(blobs ? row.map((value) => (value instanceof Uint8Array ? Buffer.from(value) : value)) : row);
  }
  return objects;
}
