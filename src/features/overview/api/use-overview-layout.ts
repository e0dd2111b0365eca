import { useQuery } from '@apollo/client/react';
import { LayoutDocument } from '../../../data/__generated__/graphql';
import { graphErrorMessage } from '../../../data/graph-error';
import { validateLayout } from '../../../domain/layout/validate';
import { LAYOUT_NOT_EXIST as IGNORED, MISSING_LAYOUTS } from '../../../domain/messages';
import type { LayoutState } from '../../../renderer/layout-state';

/** The overview's tactic: `layouts/home.json`, or the agency's customisation of it. */
export const OVERVIEW_TACTIC = 'home';

/** Reads the overview's layout through the GraphQL `layout` query (no advertiser) and validates it. */
export function useOverviewLayout(): LayoutState {
  const { data, error, loading } = useQuery(LayoutDocument, {
    variables: { tactic: OVERVIEW_TACTIC, advertiserId: null },
    fetchPolicy: 'cache-first',
  });
  if (loading && !data) return { status: 'loading' };
  if (error) {
    const sent = graphErrorMessage(error) ?? error.message;
    const message = sent.includes(MISSING_LAYOUTS) ? MISSING_LAYOUTS : sent;
    return { status: 'error', message: message === IGNORED ? MISSING_LAYOUTS : message };
  }
  if (!data) return { status: 'error', message: MISSING_LAYOUTS };
  const result = validateLayout(data.layout.document);
  if (!result.ok) return { status: 'invalid', issues: result.issues };
  return { status: 'ready', layout: result.layout, source: data.layout.source, version: data.layout.Version };
}
