import mercurius from 'mercurius';
import { MISSING_LAYOUTS } from '../../domain/messages';
import { HttpError } from '../http/errors';
import {
  InvalidLayoutError,
  scopeKindOf,
  VersionConflictError,
  type CustomizationView,
  type LayoutScopeRef,
} from '../services/layout-editor-types';
import { requireCaller } from './caller';
import type { MutationResolvers, QueryResolvers } from './__generated__/resolvers';

/**
 * `Query.layout`: the layout of a tab, default ← agency ← advertiser (services/layouts.ts). No layout, an unknown
 * tab and an advertiser outside the caller's scope all fail alike with 'Missing layouts for this user'.
 */
export const layout: QueryResolvers['layout'] = async (_root, { tactic, advertiserId }, ctx) => {
  const { user } = requireCaller(ctx);
  const resolved = await ctx.services.layouts.resolve(user, tactic, advertiserId);
  if (!resolved) throw new mercurius.ErrorWithProps(MISSING_LAYOUTS, { code: 'LAYOUT_NOT_FOUND' });
  return resolved;
};

/** A scope argument in storage terms. */
function scopeRef(scope: { kind: 'AGENCY' | 'ADVERTISER'; id: number }): LayoutScopeRef {
  return { kind: scopeKindOf(scope.kind), id: scope.id };
}

/** The editor's view in GraphQL terms (scope kinds and actions upper case). */
function customization(view: CustomizationView) {
  return { ...view, kind: view.kind === 'agency' ? ('AGENCY' as const) : ('ADVERTISER' as const) };
}

/**
 * Runs an editor call and turns its refusals into GraphQL errors with their HTTP status: FORBIDDEN 403, NOT_FOUND
 * 404, VERSION_CONFLICT 409 (with changedBy, changedAt and currentVersion), BAD_USER_INPUT 400 (every problem with its
 * path in `issues`), other client mistakes BAD_REQUEST.
 */
async function editor<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof VersionConflictError)
      throw new mercurius.ErrorWithProps(
        error.message,
        {
          code: 'VERSION_CONFLICT',
          changedBy: error.changedBy,
          changedAt: error.changedAt,
          currentVersion: error.currentVersion,
        },
        409,
      );
    if (error instanceof InvalidLayoutError)
      throw new mercurius.ErrorWithProps(
        `${error.message}: ${error.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
        { code: 'BAD_USER_INPUT', issues: error.issues },
        400,
      );
    if (error instanceof HttpError && error.statusCode < 500) {
      const code = error.statusCode === 403 ? 'FORBIDDEN' : error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      throw new mercurius.ErrorWithProps(error.message, { code }, error.statusCode);
    }
    throw error;
  }
}

export const layoutCustomization: QueryResolvers['layoutCustomization'] = (_root, { scope, tactic }, ctx) => {
  const { user } = requireCaller(ctx);
  return editor(async () => customization(await ctx.services.layoutEditor.current(user, scopeRef(scope), tactic)));
};

export const layoutHistory: QueryResolvers['layoutHistory'] = (_root, { scope, tactic }, ctx) => {
  const { user } = requireCaller(ctx);
  return editor(async () =>
    (await ctx.services.layoutEditor.history(user, scopeRef(scope), tactic)).map((version) => ({
      ...version,
      action: version.action.toUpperCase() as 'SAVE' | 'RESET' | 'RESTORE',
    })),
  );
};

export const layoutVersionDocument: QueryResolvers['layoutVersionDocument'] = (
  _root,
  { scope, tactic, version },
  ctx,
) => {
  const { user } = requireCaller(ctx);
  return editor(() => ctx.services.layoutEditor.versionDocument(user, scopeRef(scope), tactic, version));
};

export const layoutDiff: QueryResolvers['layoutDiff'] = (_root, { scope, tactic, from, to }, ctx) => {
  const { user } = requireCaller(ctx);
  return editor(() => ctx.services.layoutEditor.diff(user, scopeRef(scope), tactic, from, to));
};

export const saveLayoutCustomization: MutationResolvers['saveLayoutCustomization'] = (_root, { input }, ctx) => {
  const { user } = requireCaller(ctx);
  return editor(async () =>
    customization(
      await ctx.services.layoutEditor.save(user, scopeRef(input.scope), input.tactic, input.Version, input.document),
    ),
  );
};

export const resetLayoutCustomization: MutationResolvers['resetLayoutCustomization'] = (
  _root,
  { scope, tactic, Version },
  ctx,
) => {
  const { user } = requireCaller(ctx);
  return editor(async () =>
    customization(await ctx.services.layoutEditor.reset(user, scopeRef(scope), tactic, Version)),
  );
};

export const restoreLayoutVersion: MutationResolvers['restoreLayoutVersion'] = (
  _root,
  { scope, tactic, version, Version },
  ctx,
) => {
  const { user } = requireCaller(ctx);
  return editor(async () =>
    customization(await ctx.services.layoutEditor.restore(user, scopeRef(scope), tactic, version, Version)),
  );
};
