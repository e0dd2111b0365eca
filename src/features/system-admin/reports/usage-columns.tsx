/** The table's columns: the agency, then each figure, right-aligned and sortable on the server. */
import type { ColumnDef } from '../../../admin-kit';
import { USAGE_COLUMNS, type UsageRow } from '../../../domain/usage';

const count = new Intl.NumberFormat('en-US');

export const USAGE_TABLE_COLUMNS: ColumnDef<UsageRow>[] = [
  {
    id: 'agencyName',
    header: 'Agency',
    accessorKey: 'agencyName',
    meta: { sortKey: 'agencyName' },
  },
  ...USAGE_COLUMNS.map(({ key, label }): ColumnDef<UsageRow> => ({
    id: key,
    header: label,
    accessorKey: key,
    meta: { sortKey: key, numeric: true },
    cell: (info) => count.format(info.getValue<number>()),
  })),
];
