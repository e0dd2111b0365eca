import { ServerError } from '@apollo/client/errors';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  LayoutCustomizationDocument,
  LayoutDocument,
  ResetLayoutCustomizationDocument,
  SaveLayoutCustomizationDocument,
  type LayoutCustomizationFieldsFragment,
} from '../../data/__generated__/graphql';
import { firstGraphError, graphErrorStatus } from '../../data/graph-error';
import type { MessageKey } from '../../domain/messages';
import { validateLayout, type Layout, type LayoutIssue } from '../../domain/layout/validate';
import type { EditorScope } from './editor-state';
import { NOT_LOADED, NOT_SAVED } from './texts';

/** A scope's customisation as the editor reads it. */
export type LayoutCustomization = LayoutCustomizationFieldsFragment;

/** Why a read or write failed: a stale Version (reload the latest), an invalid document (with paths), or else. */
export type LayoutFailure =
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; message: string; issues: LayoutIssue[] }
  | { kind: 'other'; message: string };

/** The scope's layout: loading, ready (its effective document validated), or failed. */
export type CustomizationState =
  | { status: 'loading' }
  | { status: 'ready'; customization: LayoutCustomization; layout: Layout }
  | { status: 'invalid'; issues: LayoutIssue[] }
  | { status: 'error'; failure: LayoutFailure };

/** The outcome of a save or reset. */
export type WriteResult =
  { ok: true; customization: LayoutCustomization; layout: Layout } | { ok: false; failure: LayoutFailure };

/** The server's code for a document its validator or lint rules refused (400, with every problem in `issues`). */
const INVALID_LAYOUT: MessageKey = 'invalidLayout';

function issuesOf(value: unknown): LayoutIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { path, message } = issue as Record<string, unknown>;
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

/** Maps a GraphQL failure: a version conflict (409) and an invalid document get their own kinds, the rest its message. */
export function layoutFailure(error: unknown, fallback = NOT_SAVED): LayoutFailure {
  const first = firstGraphError(error);
  const message = typeof first?.message === 'string' && first.message ? first.message : fallback;
  if (graphErrorStatus(error) === 409) return { kind: 'conflict', message };
  if (first?.extensions?.code === INVALID_LAYOUT)
    return { kind: 'invalid', message, issues: issuesOf(first.extensions.issues) };
  return {
    kind: 'other',
    message: first ? message : error instanceof Error && !ServerError.is(error) ? error.message : fallback,
  };
}

/** A customisation with its effective document validated at the boundary. */
function readCustomization(customization: LayoutCustomization): CustomizationState {
  const result = validateLayout(customization.effective.document);
  return result.ok
    ? { status: 'ready', customization, layout: result.layout }
    : { status: 'invalid', issues: result.issues };
}

/** The layout a scope shows for a tab, always from the server (the editor starts from the latest). */
export function useLayoutCustomization(
  scope: EditorScope | null,
  tactic: string | null,
): CustomizationState & { refetch(): Promise<CustomizationState> } {
  const skip = scope === null || tactic === null;
  const { data, error, loading, refetch } = useQuery(LayoutCustomizationDocument, {
    variables: { scope: scope ?? { kind: 'ADVERTISER', id: 0 }, tactic: tactic ?? '' },
    skip,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const state = useMemo((): CustomizationState => {
    if (skip || (loading && !data)) return { status: 'loading' };
    if (error) return { status: 'error', failure: layoutFailure(error, NOT_LOADED) };
    if (!data) return { status: 'loading' };
    return readCustomization(data.layoutCustomization);
  }, [skip, loading, data, error]);
  const again = useCallback(async (): Promise<CustomizationState> => {
    try {
      const result = await refetch();
      return result.data ? readCustomization(result.data.layoutCustomization) : { status: 'loading' };
    } catch (failure) {
      return { status: 'error', failure: layoutFailure(failure, NOT_LOADED) };
    }
  }, [refetch]);
  return { ...state, refetch: again };
}

/** Drops every cached layout so viewers of any scope read the new one; the dashboard's own query refetches. */
export function useRefreshLayouts(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    for (const fieldName of ['layout', 'layoutCustomization', 'layoutHistory', 'layoutDiff'])
      client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
    await client.refetchQueries({ include: [LayoutDocument] }).catch(() => undefined);
  }, [client]);
}

/** Save and reset of a scope's customisation; each resolves to the new customisation or a mapped failure. */
export interface LayoutWrites {
  save(scope: EditorScope, tactic: string, Version: number, document: Layout): Promise<WriteResult>;
  reset(scope: EditorScope, tactic: string, Version: number): Promise<WriteResult>;
  busy: boolean;
}

export function useLayoutWrites(): LayoutWrites {
  const [save, saved] = useMutation(SaveLayoutCustomizationDocument);
  const [reset, wasReset] = useMutation(ResetLayoutCustomizationDocument);
  const refresh = useRefreshLayouts();
  const run = async (work: () => Promise<LayoutCustomization | undefined>): Promise<WriteResult> => {
    try {
      const customization = await work();
      if (!customization) return { ok: false, failure: { kind: 'other', message: NOT_SAVED } };
      await refresh();
      const state = readCustomization(customization);
      return state.status === 'ready'
        ? { ok: true, customization, layout: state.layout }
        : {
            ok: false,
            failure: { kind: 'invalid', message: NOT_SAVED, issues: state.status === 'invalid' ? state.issues : [] },
          };
    } catch (error) {
      return { ok: false, failure: layoutFailure(error) };
    }
  };
  return {
    save: (scope, tactic, Version, document) =>
      run(
        async () =>
          (await save({ variables: { input: { scope, tactic, Version, document } } })).data?.saveLayoutCustomization,
      ),
    reset: (scope, tactic, Version) =>
      run(async () => (await reset({ variables: { scope, tactic, Version } })).data?.resetLayoutCustomization),
    busy: saved.loading || wasReset.loading,
  };
}
