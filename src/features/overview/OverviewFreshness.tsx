/**
 * The overview's "data through" line (issue 27): the day the numbers on screen run through and the sources behind
 * them, over the same advertisers as the overview's calls. Nothing while the data volume is refused (no numbers).
 */
import type { ReactElement } from 'react';
import { isDataVolumeRefusal } from '../../data/methods/overview-methods';
import type { OverviewFilter } from '../../data/methods/types';
import { useOverviewFreshness } from '../../data/overview-freshness';
import { DataThroughView, type DataThroughState } from '../../ui/DataThrough';

export function OverviewFreshness({
  filter,
  reloadToken,
}: {
  filter: OverviewFilter | undefined;
  reloadToken: number;
}): ReactElement | null {
  const query = useOverviewFreshness(filter, reloadToken);
  if (query.isError && isDataVolumeRefusal(query.error)) return null;
  const state: DataThroughState = query.isPending
    ? { status: 'pending' }
    : query.isError
      ? { status: 'error' }
      : { status: 'success', data: query.data };
  return <DataThroughView state={state} />;
}
