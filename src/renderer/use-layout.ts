import { useQuery } from '@apollo/client/react';
import { LayoutDocument } from '../data/__generated__/graphql';
import { graphErrorMessage } from '../data/graph-error';
import { validateLayout } from '../domain/layout/validate';
import { LAYOUT_NOT_EXIST as IGNORED, MISSING_LAYOUTS } from '../domain/messages';
import type { LayoutState } from './layout-state';

/** Reads a tab's layout through the GraphQL `layout` query and validates it at the boundary. */
export function useLayout(tactic: string, advertiserId: number | null): LayoutState {
  const { data, error, loading } = useQuery(LayoutDocument, {
    variables: { tactic, advertiserId },
    fetchPolicy: 'cache-first',
  });
  if (loading && !data) return { status: 'loading' };
  if (error) {
    // The server's own text, whether it came in a 200 answer or in the body of a 404.
    const sent = graphErrorMessage(error) ?? error.message;
    const message = sent.includes(MISSING_LAYOUTS) ? MISSING_LAYOUTS : sent;
    // The one failure the spec says to ignore (000 §8) reads as "no layout" rather than an error.
    return { status: 'error', message: message === IGNORED ? MISSING_LAYOUTS : message };
  }
  if (!data) return { status: 'error', message: MISSING_LAYOUTS };
  const result = validateLayout(data.layout.document);
  if (!result.ok) return { status: 'invalid', issues: result.issues };
  return { status: 'ready', layout: result.layout, source: data.layout.source, version: data.layout.Version };
}
