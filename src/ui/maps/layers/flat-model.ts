/** Building and drawing the one luma.gl model of a flat layer (see flat-projection.ts for why these layers). */
import type { Layer } from '@deck.gl/core';
import { Buffer as GpuBuffer, type PrimitiveTopology, type VertexFormat } from '@luma.gl/core';
import { Model } from '@luma.gl/engine';
import { devicePixelRatioOf, viewProjectionFrom, type FlatUniformProps } from './flat-projection';

/** A vertex attribute: its shader name, format and values. */
export interface FlatAttribute {
  name: string;
  format: VertexFormat;
  data: Float32Array | Uint8Array;
}

/** What a flat layer draws: attributes, optional triangle indices, and the origin of its positions. */
export interface FlatGeometry {
  topology: PrimitiveTopology;
  attributes: readonly FlatAttribute[];
  vertexCount: number;
  indices?: Uint32Array;
  origin: readonly [number, number];
}

/** A built model with the buffers it owns. */
export interface FlatModel {
  model: Model;
  buffers: GpuBuffer[];
  origin: readonly [number, number];
}

/** A model for the geometry, with the layer's shaders (deck.gl's default modules included). */
export function createFlatModel(
  layer: Layer,
  shaders: ReturnType<Layer['getShaders']>,
  geometry: FlatGeometry,
): FlatModel {
  const device = layer.context.device;
  const buffers = geometry.attributes.map((attribute) => device.createBuffer({ data: attribute.data }));
  const indexBuffer = geometry.indices
    ? device.createBuffer({ usage: GpuBuffer.INDEX, indexType: 'uint32', data: geometry.indices })
    : null;
  const model = new Model(device, {
    ...shaders,
    id: layer.props.id,
    topology: geometry.topology,
    bufferLayout: geometry.attributes.map(({ name, format }) => ({ name, format })),
    attributes: Object.fromEntries(geometry.attributes.map((attribute, i) => [attribute.name, buffers[i]!])),
    indexBuffer,
    vertexCount: geometry.indices ? geometry.indices.length : geometry.vertexCount,
  });
  return { model, buffers: indexBuffer ? [...buffers, indexBuffer] : buffers, origin: geometry.origin };
}

/** Draws the model in the current pass with the flat uniforms of this viewport. */
export function drawFlatModel(
  layer: Layer,
  built: FlatModel,
  opts: { shaderModuleProps?: unknown },
  uniforms: Partial<FlatUniformProps>,
): void {
  const flat: FlatUniformProps = {
    viewProjection: viewProjectionFrom(layer.context.viewport, built.origin),
    color: [0, 0, 0, 1],
    radiusPixels: 0,
    lineWidthPixels: 0,
    stroked: 0,
    devicePixelRatio: devicePixelRatioOf(opts),
    ...uniforms,
  };
  built.model.shaderInputs.setProps({ mapView: flat });
  built.model.draw(layer.context.renderPass!);
}

/** Frees a model and its buffers. */
export function destroyFlatModel(built: FlatModel | undefined): void {
  if (!built) return;
  built.model.destroy();
  for (const buffer of built.buffers) buffer.destroy();
}
