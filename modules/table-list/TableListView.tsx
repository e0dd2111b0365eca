import { Box } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { CompactTable } from '../../src/ui/table/CompactTable';
import { TableDownloads } from '../../src/ui/table/TableDownloads';
import type { TableListOptions } from './__generated__/options';
import type { TableListData } from './transform';

/** A compact label/metric list, largest first, with optional share bars and downloads. */
export function TableListView({
  options,
  data,
  tooltips,
  title,
}: ModuleViewProps<TableListOptions, TableListData>): ReactElement {
  return (
    <Box>
      <CompactTable
        caption={title}
        label={data.label}
        metric={data.metric}
        rows={data.rows}
        bars={options.showBars ?? false}
        tooltips={tooltips}
      />
      {options.downloadTableData ? (
        <Box mt="2">
          <TableDownloads fileName={title ?? 'list'} columns={[data.label, data.metric]} rows={data.rows} />
        </Box>
      ) : null}
    </Box>
  );
}
