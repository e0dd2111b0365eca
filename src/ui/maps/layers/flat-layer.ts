/** What the flat layers share: one model in state, handed to deck.gl, rebuilt on data changes, freed at the end. */
import { Layer } from '@deck.gl/core';
import type { Model } from '@luma.gl/engine';
import { createFlatModel, destroyFlatModel, drawFlatModel, type FlatGeometry, type FlatModel } from './flat-model';
import type { FlatUniformProps } from './flat-projection';

/** A deck.gl layer drawn by one flat model (see flat-projection.ts). */
export abstract class FlatLayer<P extends object> extends Layer<P> {
  declare state: { built?: FlatModel };

  override initializeState(): void {
    this.state = {};
  }

  /** deck.gl sets the layer's opacity, picking and highlight on the models it is given here. */
  override getModels(): Model[] {
    return this.state.built ? [this.state.built.model] : [];
  }

  override finalizeState(context: Parameters<Layer['finalizeState']>[0]): void {
    destroyFlatModel(this.state.built);
    super.finalizeState(context);
  }

  /** Replaces the model with one for new geometry. */
  protected rebuild(geometry: FlatGeometry): void {
    destroyFlatModel(this.state.built);
    // Each flat layer's getShaders takes no argument: it passes its own shaders to deck.gl's.
    const shaders = (this.getShaders as () => ReturnType<Layer['getShaders']>)();
    this.state.built = createFlatModel(this, shaders, geometry);
  }

  /** Draws the model, when there is one, with these uniforms. */
  protected drawWith(opts: { shaderModuleProps?: unknown }, uniforms: Partial<FlatUniformProps>): void {
    if (this.state.built) drawFlatModel(this, this.state.built, opts, uniforms);
  }
}
