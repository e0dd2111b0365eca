/**
 * Ids as callers send them. Every id column is a PostgreSQL `integer`, so a larger number can name nothing; it is
 * refused at the boundary rather than reaching a query that would fail on it.
 */

/** The largest id a table holds (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** Whether a value is a whole, non-negative id a table can hold. */
export function isId(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_ID;
}

/** A decimal id written as text (at most ten digits, no sign, no exponent), or null when it is not one. */
export function parseId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return isId(id) ? id : null;
}

/**
 * Comma-separated ids ("1, 2,3"), unique and in the order given; empty parts are skipped, so "" is an empty list.
 * Null when any part is not an id.
 */
export function parseIdList(text: string): number[] | null {
  const ids: number[] = [];
  for (const part of text.split(',')) {
    if (part.trim() === '') continue;
    const id = parseId(part);
    if (id === null) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
