import { Tabs, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { CompactTable } from '../../src/ui/table/CompactTable';
import type { DynamicTableListOptions } from './__generated__/options';
import type { DynamicTableListData } from './transform';

/**
 * A compact list with a tab per dimension; the chosen tab is local state, the data already holds every group.
 * Arrows move between tabs and Enter or Space shows one (manual activation keeps the list still while browsing).
 */
export function DynamicTableListView({
  options,
  data,
  tooltips,
  title,
}: ModuleViewProps<DynamicTableListOptions, DynamicTableListData>): ReactElement {
  const [chosen, setChosen] = useState(data.groups[0]?.group ?? '');
  const active = data.groups.some((g) => g.group === chosen) ? chosen : (data.groups[0]?.group ?? '');
  return (
    <Tabs.Root
      value={active}
      onValueChange={(e) => setChosen(e.value)}
      variant="enclosed"
      size="sm"
      activationMode="manual"
      lazyMount
      unmountOnExit
    >
      <Tabs.List aria-label={title ? `${title}: dimension` : 'Dimension'} flexWrap="wrap">
        {data.groups.map((group) => (
          <Tabs.Trigger key={group.group} value={group.group}>
            {group.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {data.groups.map((group) => (
        <Tabs.Content key={group.group} value={group.group} pt="2">
          {group.rows.length > 0 ? (
            <CompactTable
              caption={title ? `${title}: ${group.title}` : group.title}
              label={group.label}
              metric={data.metric}
              rows={group.rows}
              bars={options.showBars ?? false}
              tooltips={tooltips}
            />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              No {group.title.toLowerCase()} data for this selection.
            </Text>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
