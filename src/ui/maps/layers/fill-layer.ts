/**
 * Filled polygons (choropleth regions, the land of the base map) in one indexed draw: earcut triangles on the
 * CPU, one colour per item, pickable and highlighted on hover like deck.gl's polygon layers.
 */
import { type Layer, picking, type DefaultProps, type LayerProps, type UpdateParameters } from '@deck.gl/core';
import type { Rgba } from '../map-colors';
import type { FillGeometry } from './cut-geometry';
import { fillTriangles } from './fill-triangles';
import { FlatLayer } from './flat-layer';
import { mapViewUniforms, projectPositions } from './flat-projection';
import type { GeometryLike } from './geometry-rings';

const vs = /* glsl */ `\
#version 300 es
#define SHADER_NAME fill-layer-vertex-shader
in vec2 positions;
in vec4 colors;
in float items;
out vec4 vColor;
void main(void) {
  gl_Position = mapView.viewProjection * vec4(positions, 0.0, 1.0);
  vColor = vec4(colors.rgb, colors.a * layer.opacity);
  picking_setPickingColor(picking_getPickingColorFromIndex(items));
}
`;

const fs = /* glsl */ `\
#version 300 es
#define SHADER_NAME fill-layer-fragment-shader
precision highp float;
in vec4 vColor;
out vec4 fragColor;
void main(void) {
  fragColor = picking_filterColor(vColor);
}
`;

/** Triangles and projected positions by data array: the state base of several maps on a page is cut once. */
const cache = new WeakMap<object, FillGeometry>();

/** The triangles and projected positions of `data`, cut once per data array. */
export function fillGeometry(data: readonly GeometryLike[]): FillGeometry {
  let entry = cache.get(data);
  if (!entry) {
    const triangles = fillTriangles(data);
    entry = { triangles, ...projectPositions(triangles.positions, 2) };
    cache.set(data, entry);
  }
  return entry;
}

/** Takes a cut of `data` made elsewhere (the base-geometry worker) instead of cutting it here. */
export function adoptFillGeometry(data: readonly GeometryLike[], geometry: FillGeometry): void {
  cache.set(data, geometry);
}

/** Whether `data` is cut already. */
export function hasFillGeometry(data: readonly GeometryLike[]): boolean {
  return cache.has(data);
}

/** Props of the fill layer. */
export type FillLayerProps<D extends GeometryLike = GeometryLike> = LayerProps & {
  /** GeoJSON features or geometries; polygons and multipolygons are filled. */
  data: readonly D[];
  /** An item's colour; a constant colour for all when given as an array. @default [0, 0, 0, 255] */
  getFillColor?: Rgba | ((item: D, index: number) => Rgba);
};

const defaultProps: DefaultProps<FillLayerProps> = {
  getFillColor: { type: 'accessor', value: [0, 0, 0, 255] },
};

/** Filled polygons in one draw call; see flat-projection.ts for why not deck.gl's polygon layers. */
export class FillLayer<D extends GeometryLike = GeometryLike> extends FlatLayer<Required<FillLayerProps<D>>> {
  static override layerName = 'FillLayer';
  static override defaultProps = defaultProps;

  override getShaders(): ReturnType<Layer['getShaders']> {
    return super.getShaders({ vs, fs, modules: [mapViewUniforms, picking] });
  }

  override updateState({ changeFlags }: UpdateParameters<this>): void {
    if (!changeFlags.dataChanged && !changeFlags.propsChanged && this.state.built) return;
    const { data, getFillColor } = this.props;
    const { triangles, origin, values } = fillGeometry(data);
    const colorOf = data.map((item, index) =>
      typeof getFillColor === 'function' ? getFillColor(item, index) : getFillColor,
    );
    const vertexCount = triangles.itemOf.length;
    const colors = new Uint8Array(vertexCount * 4);
    const items = new Float32Array(vertexCount);
    triangles.itemOf.forEach((item, vertex) => {
      colors.set(colorOf[item] ?? [0, 0, 0, 255], vertex * 4);
      items[vertex] = item;
    });
    this.rebuild({
      topology: 'triangle-list',
      attributes: [
        { name: 'positions', format: 'float32x2', data: values },
        { name: 'colors', format: 'unorm8x4', data: colors },
        { name: 'items', format: 'float32', data: items },
      ],
      vertexCount,
      indices: triangles.indices,
      origin,
    });
  }

  override draw(opts: { shaderModuleProps?: unknown }): void {
    this.drawWith(opts, {});
  }
}
