import { useQuery } from '@apollo/client/react';
import { LayoutDocument } from '../../../data/__generated__/graphql';
import { validateLayout, type Layout, type LayoutIssue } from '../../../domain/layout/validate';
import { LAYOUT_NOT_EXIST, MISSING_LAYOUTS } from '../../../domain/messages';

/** A layout that cannot be read says MISSING_LAYOUTS; the spec ignores LAYOUT_NOT_EXIST (000 §8). */
const IGNORED = LAYOUT_NOT_EXIST;

/** The layout state of a dashboard tab. */
export type LayoutState =
  | { status: 'loading' }
  | { status: 'ready'; layout: Layout; source: string; version: number }
  | { status: 'invalid'; issues: LayoutIssue[] }
  | { status: 'error'; message: string };

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
