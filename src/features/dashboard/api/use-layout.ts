import { useQuery } from '@apollo/client/react';
import { LayoutDocument } from '../../../data/__generated__/graphql';
import { validateLayout } from '../../../domain/layout/validate';
import { LAYOUT_NOT_EXIST, MISSING_LAYOUTS } from '../../../domain/messages';
import type { LayoutState } from '../../../renderer/layout-state';

/** A layout that cannot be read says MISSING_LAYOUTS; the spec ignores LAYOUT_NOT_EXIST (000 §8). */
const IGNORED = LAYOUT_NOT_EXIST;

/** Reads a tab's layout through the GraphQL `layout` query and validates it at the boundary. */
export function useLayout(tactic: string, advertiserId: number | null): LayoutState {
  const { data, error, loading } = useQuery(LayoutDocument, {
    variables: { tactic, advertiserId },
    fetchPolicy: 'cache-first',
  });
  if (loading && !data) return { status: 'loading' };
  if (error) {
    const message = error.message.includes(MISSING_LAYOUTS) ? MISSING_LAYOUTS : error.message;
    // The one failure the spec says to ignore reads as "no layout" rather than an error.
    return { status: 'error', message: message === IGNORED ? MISSING_LAYOUTS : message };
  }
  if (!data) return { status: 'error', message: MISSING_LAYOUTS };
  const result = validateLayout(data.layout.document);
  if (!result.ok) return { status: 'invalid', issues: result.issues };
  return { status: 'ready', layout: result.layout, source: data.layout.source, version: data.layout.Version };
}
