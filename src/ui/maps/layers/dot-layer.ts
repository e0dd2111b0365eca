/**
 * Round dots of a fixed pixel size (zip centroids, stations) in one non-instanced `point-list` draw: one vertex
 * per dot. deck.gl's ScatterplotLayer draws an instanced quad per point, which software WebGL runs instance by
 * instance: 30,000 zip points took 330 ms a frame (see flat-projection.ts). Pickable and highlighted on hover.
 */
import { type Layer, picking, type DefaultProps, type LayerProps, type UpdateParameters } from '@deck.gl/core';
import type { Rgba } from '../map-colors';
import { FlatLayer } from './flat-layer';
import { mapViewUniforms, projectPositions } from './flat-projection';

const vs = /* glsl */ `\
#version 300 es
#define SHADER_NAME dot-layer-vertex-shader
in vec2 positions;
in vec4 colors;
out vec4 vFillColor;
out float outerRadiusPixels;
void main(void) {
  gl_Position = mapView.viewProjection * vec4(positions, 0.0, 1.0);
  outerRadiusPixels = mapView.radiusPixels + mapView.stroked * mapView.lineWidthPixels / 2.0;
  // Half a pixel of room on each side for the smoothed edge.
  gl_PointSize = (outerRadiusPixels + 0.5) * 2.0 * mapView.devicePixelRatio;
  vFillColor = vec4(colors.rgb, colors.a * layer.opacity);
  picking_setPickingColor(picking_getPickingColorFromIndex(float(gl_VertexID)));
}
`;

const fs = /* glsl */ `\
#version 300 es
#define SHADER_NAME dot-layer-fragment-shader
precision highp float;
in vec4 vFillColor;
in float outerRadiusPixels;
out vec4 fragColor;
void main(void) {
  float distToCenter = length(gl_PointCoord * 2.0 - 1.0) * (outerRadiusPixels + 0.5);
  float inCircle = 1.0 - smoothstep(outerRadiusPixels - 0.5, outerRadiusPixels + 0.5, distToCenter);
  if (inCircle == 0.0) discard;
  float innerRadiusPixels = outerRadiusPixels - mapView.stroked * mapView.lineWidthPixels;
  float isLine = mapView.stroked * smoothstep(innerRadiusPixels - 0.5, innerRadiusPixels + 0.5, distToCenter);
  vec4 lineColor = vec4(mapView.color.rgb, mapView.color.a * layer.opacity);
  fragColor = mix(vFillColor, lineColor, isLine);
  fragColor.a *= inCircle;
  fragColor = picking_filterColor(fragColor);
}
`;

/** Props of the dot layer. */
export type DotLayerProps<D = unknown> = LayerProps & {
  data: readonly D[];
  /** Where a dot sits, [lon, lat]. */
  getPosition: (item: D) => readonly [number, number];
  /** @default [0, 0, 0, 255] */
  getFillColor?: Rgba | ((item: D, index: number) => Rgba);
  /** The outline's colour, drawn when `stroked`. @default [255, 255, 255, 255] */
  lineColor?: Rgba;
  /** The dot's radius in CSS pixels. @default 3 */
  radiusPixels?: number;
  /** The outline's width in CSS pixels. @default 1 */
  lineWidthPixels?: number;
  /** @default false */
  stroked?: boolean;
};

const defaultProps: DefaultProps<DotLayerProps> = {
  getPosition: { type: 'accessor', value: (d: unknown) => (d as { position: [number, number] }).position },
  getFillColor: { type: 'accessor', value: [0, 0, 0, 255] },
  lineColor: { type: 'color', value: [255, 255, 255, 255] },
  radiusPixels: { type: 'number', min: 0, value: 3 },
  lineWidthPixels: { type: 'number', min: 0, value: 1 },
  stroked: false,
};

/** Fixed-size round dots in one draw call. */
export class DotLayer<D = unknown> extends FlatLayer<Required<DotLayerProps<D>>> {
  static override layerName = 'DotLayer';
  static override defaultProps = defaultProps;

  override getShaders(): ReturnType<Layer['getShaders']> {
    return super.getShaders({ vs, fs, modules: [mapViewUniforms, picking] });
  }

  override updateState({ changeFlags }: UpdateParameters<this>): void {
    if (!changeFlags.dataChanged && !changeFlags.updateTriggersChanged && this.state.built) return;
    const { data, getPosition, getFillColor } = this.props;
    const lonLat = new Float64Array(data.length * 2);
    const colors = new Uint8Array(data.length * 4);
    data.forEach((item, index) => {
      const [lon, lat] = getPosition(item);
      lonLat[index * 2] = lon;
      lonLat[index * 2 + 1] = lat;
      colors.set(typeof getFillColor === 'function' ? getFillColor(item, index) : getFillColor, index * 4);
    });
    const { origin, values } = projectPositions(lonLat, 2);
    this.rebuild({
      topology: 'point-list',
      attributes: [
        { name: 'positions', format: 'float32x2', data: values },
        { name: 'colors', format: 'unorm8x4', data: colors },
      ],
      vertexCount: data.length,
      origin,
    });
  }

  override draw(opts: { shaderModuleProps?: unknown }): void {
    const { radiusPixels, lineWidthPixels, stroked, lineColor } = this.props;
    const [r, g, b, a = 255] = lineColor;
    this.drawWith(opts, {
      color: [r / 255, g / 255, b / 255, a / 255],
      radiusPixels,
      lineWidthPixels,
      stroked: stroked ? 1 : 0,
    });
  }
}
