/**
 * Circle placement of the Venn diagram: areas proportional to reach, centres spaced so that the lens between two
 * circles roughly matches their shared share. An approximation (exact areas need numerical solving); the figures
 * themselves are printed beside the picture.
 */

/** A placed circle, in a 0–100 wide coordinate space. */
export interface Circle {
  type: string;
  label: string;
  reach: number;
  cx: number;
  cy: number;
  r: number;
}

interface Sized {
  type: string;
  label: string;
  reach: number;
}

interface Shared {
  types: [string, string];
  reach: number;
}

/** Width of the drawing space; the view scales it to its box. */
export const VIEW_WIDTH = 100;
const MAX_RADIUS = 24;

/** Distance between centres for a shared fraction of the smaller circle: touching at 0, nested at 1. */
export function centreDistance(r1: number, r2: number, sharedFraction: number): number {
  const f = Math.min(1, Math.max(0, sharedFraction));
  return r1 + r2 - f * 2 * Math.min(r1, r2);
}

/** Places up to three circles: the first at the left, the second to its right, the third below between them. */
export function placeCircles(sets: readonly Sized[], overlaps: readonly Shared[]): Circle[] {
  const largest = Math.max(1, ...sets.map((s) => s.reach));
  const radii = sets.map((s) => Math.max(4, MAX_RADIUS * Math.sqrt(s.reach / largest)));
  const distance = (i: number, j: number): number => {
    const [a, b] = [sets[i]!, sets[j]!];
    const shared = overlaps.find((o) => o.types.includes(a.type) && o.types.includes(b.type))?.reach ?? 0;
    return centreDistance(radii[i]!, radii[j]!, shared / Math.min(a.reach, b.reach));
  };
  const points: [number, number][] = [[0, 0]];
  if (sets.length > 1) points.push([distance(0, 1), 0]);
  if (sets.length > 2) {
    const [d01, d02, d12] = [distance(0, 1), distance(0, 2), distance(1, 2)];
    // Triangle from its three sides; when the sides cannot close, the third sits midway below.
    const x = d01 > 0 ? (d02 ** 2 - d12 ** 2 + d01 ** 2) / (2 * d01) : 0;
    const y = Math.sqrt(Math.max(0, d02 ** 2 - x ** 2)) || Math.max(d02, d12);
    points.push([x, y]);
  }
  const minX = Math.min(...points.map(([x], i) => x - radii[i]!));
  const maxX = Math.max(...points.map(([x], i) => x + radii[i]!));
  const minY = Math.min(...points.map(([, y], i) => y - radii[i]!));
  const scale = Math.min(1, (VIEW_WIDTH - 4) / Math.max(1, maxX - minX));
  const offset = (VIEW_WIDTH - (maxX - minX) * scale) / 2;
  return sets.map((set, i) => ({
    ...set,
    cx: offset + (points[i]![0] - minX) * scale,
    cy: 2 + (points[i]![1] - minY) * scale,
    r: radii[i]! * scale,
  }));
}

/** Height of the drawing space the circles need. */
export function viewHeight(circles: readonly Circle[]): number {
  return Math.max(20, ...circles.map((c) => c.cy + c.r + 2));
}
