/** Help texts of 000 §9 that views show beside their figures; one place so client and exports word them alike. */

/** Under the benchmarks chart. */
export const BENCHMARKS_HELP = 'Benchmarks compare to the same industry';
