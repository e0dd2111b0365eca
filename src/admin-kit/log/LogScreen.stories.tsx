import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactElement } from 'react';
import { JsonDiff } from '../diff/JsonDiff';
import { withKitRouter } from '../testing/kit-router';
import { LogScreen } from './LogScreen';

interface Entry {
  id: number;
  at: string;
  actor: string;
  area: string;
  action: string;
  label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const ENTRIES: Entry[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  at: new Date(Date.UTC(2026, 10, 25, 12) - i * 5e7).toISOString().replace('T', ' ').slice(0, 16),
  actor: i % 2 ? 'super@sightline.test' : 'ops@sightline.test',
  area: ['themes', 'tooltips', 'publisher-logos'][i % 3] ?? 'themes',
  action: ['update', 'create', 'delete'][i % 3] ?? 'update',
  label: ['compulse', 'ctr', 'ACME Media'][i % 3] ?? 'x',
  before: i % 3 === 1 ? null : { name: 'Compulse', colors: ['#1a5fb4', '#e66100'], footer: 'Old footer' },
  after: i % 3 === 2 ? null : { name: 'Compulse Media', colors: ['#1a5fb4', '#26a269', '#c64600'] },
}));

const columns: ColumnDef<Entry>[] = [
  { header: 'When', accessorKey: 'at', meta: { sortKey: 'at' } },
  { header: 'Who', accessorKey: 'actor' },
  { header: 'Area', accessorKey: 'area' },
  { header: 'Action', accessorKey: 'action' },
  { header: 'Object', accessorKey: 'label' },
];

function Log({ notice }: { notice?: string }): ReactElement {
  return (
    <LogScreen
      config={{
        title: 'Configurability log',
        columns,
        filters: [
          { name: 'area', label: 'Area', type: 'select', options: ['themes', 'tooltips', 'publisher-logos'] },
          { name: 'actor', label: 'Who', type: 'text' },
          { name: 'before', label: 'To', type: 'date' },
        ],
        defaultAfter: true,
        notice,
        fetchPage: (query) => {
          const rows = ENTRIES.filter(
            (e) => (!query.area || e.area === query.area) && (!query.actor || e.actor.includes(query.actor)),
          );
          const limit = Number(query.limit);
          const offset = Number(query.offset);
          return Promise.resolve({ items: rows.slice(offset, offset + limit), total: rows.length, limit, offset });
        },
        renderDetail: (row) => <JsonDiff before={row.before} after={row.after} />,
      }}
    />
  );
}

const meta = { title: 'Admin kit/LogScreen', component: Log, decorators: [withKitRouter] } satisfies Meta<typeof Log>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Entries: Story = {};
export const WithNotice: Story = {
  args: { notice: 'This log starts with issue 20; older changes were not recorded.' },
};
