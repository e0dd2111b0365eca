import { useQuery } from '@apollo/client/react';
import { LayoutDocument } from '../../data/__generated__/graphql';
import { graphErrorMessage } from '../../data/graph-error';
import { validateLayout } from '../../domain/layout/validate';
import { MISSING_LAYOUTS } from '../../domain/messages';
import type { LayoutState } from '../../renderer/layout-state';

/** An orders tab's layout (tactic `orderlist` or `ordersummary`) through the GraphQL `layout` query, validated. */
export function useOrdersLayout(tactic: string, advertiserId: number | null): LayoutState {
  const { data, error, loading } = useQuery(LayoutDocument, {
    variables: { tactic, advertiserId },
    fetchPolicy: 'cache-first',
  });
  if (loading && !data) return { status: 'loading' };
  if (error) return { status: 'error', message: graphErrorMessage(error) ?? error.message };
  if (!data) return { status: 'error', message: MISSING_LAYOUTS };
  const result = validateLayout(data.layout.document);
  if (!result.ok) return { status: 'invalid', issues: result.issues };
  return { status: 'ready', layout: result.layout, source: data.layout.source, version: data.layout.Version };
}
