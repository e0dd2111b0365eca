/**
 * Region outlines as one-pixel lines in one `line-list` draw: two vertices per segment. Outlines are a base, not
 * data: one colour, not pickable. (deck.gl's PathLayer, an instanced mitred strip per segment, cost 200 ms a
 * frame for the DMA outlines in software WebGL; see flat-projection.ts.)
 */
import { type Layer, type DefaultProps, type LayerProps, type UpdateParameters } from '@deck.gl/core';
import type { Rgba } from '../map-colors';
import { FlatLayer } from './flat-layer';
import { mapViewUniforms, projectPositions, type ProjectedPositions } from './flat-projection';
import type { GeometryLike } from './geometry-rings';
import { outlineSegments } from './outline-segments';

const vs = /* glsl */ `\
#version 300 es
#define SHADER_NAME hairline-layer-vertex-shader
in vec2 positions;
void main(void) {
  gl_Position = mapView.viewProjection * vec4(positions, 0.0, 1.0);
}
`;

const fs = /* glsl */ `\
#version 300 es
#define SHADER_NAME hairline-layer-fragment-shader
precision highp float;
out vec4 fragColor;
void main(void) {
  fragColor = vec4(mapView.color.rgb, mapView.color.a * layer.opacity);
}
`;

/** Projected segments by data array: the state base of several maps on a page is cut once. */
const cache = new WeakMap<object, ProjectedPositions>();

/** The projected outline segments of `data`, cut once per data array. */
export function hairlineGeometry(data: readonly GeometryLike[]): ProjectedPositions {
  let entry = cache.get(data);
  if (!entry) {
    entry = projectPositions(outlineSegments(data), 2);
    cache.set(data, entry);
  }
  return entry;
}

/** Takes the projected segments of `data` made elsewhere (the base-geometry worker). */
export function adoptHairlineGeometry(data: readonly GeometryLike[], geometry: ProjectedPositions): void {
  cache.set(data, geometry);
}

/** Props of the hairline layer. */
export type HairlineLayerProps = LayerProps & {
  /** GeoJSON features or geometries whose polygon rings and lines are outlined. */
  data: readonly GeometryLike[];
  /** @default [0, 0, 0, 255] */
  color?: Rgba;
};

const defaultProps: DefaultProps<HairlineLayerProps> = {
  color: { type: 'color', value: [0, 0, 0, 255] },
};

/** One-pixel outlines of polygons and lines in one draw call. */
export class HairlineLayer extends FlatLayer<Required<HairlineLayerProps>> {
  static override layerName = 'HairlineLayer';
  static override defaultProps = defaultProps;

  override getShaders(): ReturnType<Layer['getShaders']> {
    return super.getShaders({ vs, fs, modules: [mapViewUniforms] });
  }

  override updateState({ changeFlags }: UpdateParameters<this>): void {
    if (!changeFlags.dataChanged && this.state.built) return;
    const { origin, values } = hairlineGeometry(this.props.data);
    this.rebuild({
      topology: 'line-list',
      attributes: [{ name: 'positions', format: 'float32x2', data: values }],
      vertexCount: values.length / 2,
      origin,
    });
  }

  override draw(opts: { shaderModuleProps?: unknown }): void {
    const [r, g, b, a = 255] = this.props.color;
    this.drawWith(opts, { color: [r / 255, g / 255, b / 255, a / 255] });
  }
}
