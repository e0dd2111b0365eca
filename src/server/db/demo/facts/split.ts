/**
 * Integer splits that add up exactly, so a breakdown's rows always sum to the day's totals: each part gets the
 * floor of its share and the remainder goes to the part with the largest weight.
 */
export function splitInteger(total: number, weights: ArrayLike<number>, out: number[] = []): number[] {
  out.length = weights.length;
  let sum = 0;
  let largest = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += weights[i]!;
    if (weights[i]! > weights[largest]!) largest = i;
  }
  if (total === 0 || sum <= 0) {
    out.fill(0);
    if (sum <= 0 && weights.length > 0) out[0] = total;
    return out;
  }
  let given = 0;
  for (let i = 0; i < weights.length; i++) {
    const part = Math.floor((total * weights[i]!) / sum);
    out[i] = part;
    given += part;
  }
  out[largest]! += total - given;
  return out;
}

/** Dollars of a whole number of cents. */
export function dollars(cents: number): number {
  return cents / 100;
}

/** Sum of a list of numbers. */
export function total(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum;
}
