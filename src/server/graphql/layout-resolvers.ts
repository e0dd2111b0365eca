import { AppError } from '../kernel/errors';
import { scopeKindOf, type CustomizationView, type LayoutScopeRef } from '../services/layout-editor-types';
import { requireCaller } from './caller';
import { recordDashboardView } from '../areas/usage/record';
import type { MutationResolvers, QueryResolvers } from './__generated__/resolvers';

/*
 * The layout and editor resolvers only translate between GraphQL and the services: the editor service's refusals
 * are AppErrors (403 notAuthorized, 404 layoutScopeNotFound, 409 layoutVersionConflict with changedBy, changedAt
 * and currentVersion, 400 invalidLayout with every problem in `issues`), shown by the kernel's GraphQL formatter.
 */

/**
 * `Query.layout`: the layout of a tab, default ← agency ← advertiser (services/layouts.ts). No layout, an unknown
 * tab and an advertiser outside the caller's scope all fail alike with 404 'Missing layouts for this user'.
 */
export const layout: QueryResolvers['layout'] = async (_root, { tactic, advertiserId }, ctx) => {
  const { user } = requireCaller(ctx);
  const resolved = await ctx.services.layouts.resolve(user, tactic, advertiserId);
  if (!resolved) throw new AppError(404, 'missingLayouts');
  await recordDashboardView(ctx.services, user, advertiserId);
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

export const layoutCustomization: QueryResolvers['layoutCustomization'] = async (_root, { scope, tactic }, ctx) => {
  const { user } = requireCaller(ctx);
  return customization(await ctx.services.layoutEditor.current(user, scopeRef(scope), tactic));
};

export const layoutHistory: QueryResolvers['layoutHistory'] = async (_root, { scope, tactic }, ctx) => {
  const { user } = requireCaller(ctx);
  return (await ctx.services.layoutEditor.history(user, scopeRef(scope), tactic)).map((version) => ({
    ...version,
    action: version.action.toUpperCase() as 'SAVE' | 'RESET' | 'RESTORE',
  }));
};

export const layoutVersionDocument: QueryResolvers['layoutVersionDocument'] = (
  _root,
  { scope, tactic, version },
  ctx,
) => {
  const { user } = requireCaller(ctx);
  return ctx.services.layoutEditor.versionDocument(user, scopeRef(scope), tactic, version);
};

export const layoutDiff: QueryResolvers['layoutDiff'] = (_root, { scope, tactic, from, to }, ctx) => {
  const { user } = requireCaller(ctx);
  return ctx.services.layoutEditor.diff(user, scopeRef(scope), tactic, from, to);
};

export const saveLayoutCustomization: MutationResolvers['saveLayoutCustomization'] = async (_root, { input }, ctx) => {
  const { user } = requireCaller(ctx);
  const { scope, tactic, Version, document } = input;
  return customization(await ctx.services.layoutEditor.save(user, scopeRef(scope), tactic, Version, document));
};

export const resetLayoutCustomization: MutationResolvers['resetLayoutCustomization'] = async (
  _root,
  { scope, tactic, Version },
  ctx,
) => {
  const { user } = requireCaller(ctx);
  return customization(await ctx.services.layoutEditor.reset(user, scopeRef(scope), tactic, Version));
};

export const restoreLayoutVersion: MutationResolvers['restoreLayoutVersion'] = async (
  _root,
  { scope, tactic, version, Version },
  ctx,
) => {
  const { user } = requireCaller(ctx);
  return customization(await ctx.services.layoutEditor.restore(user, scopeRef(scope), tactic, version, Version));
};
