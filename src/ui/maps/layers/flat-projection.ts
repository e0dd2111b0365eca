/**
 * What the map layers share: positions projected to Web Mercator world units on the CPU, once per data change,
 * and stored as float32 offsets from an origin near the data, so a tiny vertex shader needs one matrix.
 *
 * Why not deck.gl's own layers: in software WebGL (SwiftShader, what a machine without a GPU draws with) they
 * were the map's whole cost. Their instanced draws run instance by instance (about 10 µs each: 30,000 zip points
 * took 330 ms a frame, the DMA outlines 200 ms), and their shaders (projection, lighting) take 150–250 ms each to
 * compile on first draw. These layers draw in one non-instanced call each and compile in a few tens of ms.
 */
import type { Viewport } from '@deck.gl/core';
import { lngLatToWorld } from '@math.gl/web-mercator';
import type { ShaderModule } from '@luma.gl/shadertools';

/** A 4×4 matrix, column-major. */
export type Matrix16 = [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/** Uniforms of the flat layers (one block, shared by fills, hairlines and dots). */
export type FlatUniformProps = {
  /** Clip space from world units relative to the layer's origin. */
  viewProjection: Matrix16;
  color: [number, number, number, number];
  radiusPixels: number;
  lineWidthPixels: number;
  stroked: number;
  devicePixelRatio: number;
};

const uniformBlock = /* glsl */ `\
layout(std140) uniform mapViewUniforms {
  mat4 viewProjection;
  vec4 color;
  float radiusPixels;
  float lineWidthPixels;
  float stroked;
  float devicePixelRatio;
} mapView;
`;

export const mapViewUniforms = {
  name: 'mapView',
  vs: uniformBlock,
  fs: uniformBlock,
  uniformTypes: {
    viewProjection: 'mat4x4<f32>',
    color: 'vec4<f32>',
    radiusPixels: 'f32',
    lineWidthPixels: 'f32',
    stroked: 'f32',
    devicePixelRatio: 'f32',
  },
} as const satisfies ShaderModule<FlatUniformProps>;

/** Positions as float32 offsets from `origin`, in Web Mercator world units (512 across at zoom 0). */
export interface ProjectedPositions {
  origin: [number, number];
  /** x, y pairs. */
  values: Float32Array;
}

/**
 * Projects [lon, lat] pairs (every `stride` numbers of `lonLat`, longitude first) to world units. The origin is
 * the first position, so a layer zoomed in on its own data keeps float32 precision.
 */
export function projectPositions(lonLat: ArrayLike<number>, stride: number): ProjectedPositions {
  const count = Math.floor(lonLat.length / stride);
  const values = new Float32Array(count * 2);
  const origin: [number, number] = count > 0 ? lngLatToWorld([lonLat[0]!, lonLat[1]!]) : [0, 0];
  for (let i = 0; i < count; i++) {
    const [x, y] = lngLatToWorld([lonLat[i * stride]!, lonLat[i * stride + 1]!]);
    values[i * 2] = x - origin[0];
    values[i * 2 + 1] = y - origin[1];
  }
  return { origin, values };
}

/** The viewport's view-projection matrix times a translation to `origin`, in float64 before the upload. */
export function viewProjectionFrom(viewport: Viewport, origin: readonly [number, number]): Matrix16 {
  const m = viewport.viewProjectionMatrix as number[];
  const [ox, oy] = origin;
  // A copy of the 16 entries, of which the translation column changes.
  const out = Array.from(m) as Matrix16;
  for (let row = 0; row < 4; row++) out[12 + row] = m[row]! * ox + m[4 + row]! * oy + m[12 + row]!;
  return out;
}

/** deck.gl's device pixel ratio of the pass being drawn. */
export function devicePixelRatioOf(opts: { shaderModuleProps?: unknown }): number {
  const props = opts.shaderModuleProps as { project?: { devicePixelRatio?: number } } | null | undefined;
  return props?.project?.devicePixelRatio ?? 1;
}
