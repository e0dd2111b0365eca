/** The list of white-label themes: swatch, logo, name, code, root domain, agencies; paged on the server. */
import { Badge, Box, Button, HStack, Image, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactElement } from 'react';
import { ResourceTable, toast, useConfirm, useListState } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import { DEFAULT_THEME_CODE } from '../../../domain/theme';
import { errorMessage } from './error-message';
import type { ThemeListItem } from './themes-api';
import { themesResource } from './themes-resource';

const columns: ColumnDef<ThemeListItem>[] = [
  {
    id: 'brand',
    header: 'Brand',
    cell: ({ row }) => (
      <HStack gap="2">
        <Box
          boxSize="5"
          borderRadius="sm"
          borderWidth="1px"
          flexShrink={0}
          style={{ background: row.original.primary }}
          title={`Primary ${row.original.primary}`}
          aria-label={`Primary colour ${row.original.primary}`}
          role="img"
        />
        <Box bg="gray.700" borderRadius="sm" px="1" py="0.5" display="flex">
          <Image src={row.original.logo} alt={`${row.original.name} logo`} maxH="6" maxW="24" objectFit="contain" />
        </Box>
      </HStack>
    ),
  },
  { accessorKey: 'name', header: 'Name', meta: { sortKey: 'name' } },
  {
    accessorKey: 'code',
    header: 'Code',
    meta: { sortKey: 'code' },
    cell: ({ row }) => <Text fontFamily="mono">{row.original.code}</Text>,
  },
  { accessorKey: 'rootDomain', header: 'Root domain', meta: { sortKey: 'rootDomain' } },
  {
    id: 'agencies',
    header: 'Agencies',
    meta: { sortKey: 'agencies' },
    cell: ({ row }) =>
      row.original.agencies.length ? (
        <Text>{row.original.agencies.map((a) => a.name).join(', ')}</Text>
      ) : (
        <Badge variant="subtle">Unused</Badge>
      ),
  },
  {
    id: 'updatedAt',
    header: 'Updated',
    meta: { sortKey: 'updatedAt' },
    cell: ({ row }) =>
      row.original.updatedAt ? (
        <Text fontSize="sm">
          {row.original.updatedAt.slice(0, 16).replace('T', ' ')} · {row.original.updatedBy}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Seeded
        </Text>
      ),
  },
];

export interface ThemesTableProps {
  onEdit: (code: string) => void;
  onCreate: () => void;
}

export function ThemesTable({ onEdit, onCreate }: ThemesTableProps): ReactElement {
  const listState = useListState({ sort: 'name', dir: 'asc', filterNames: [] });
  const list = themesResource.useList(listState.toQuery());
  const remove = themesResource.useRemove();
  const confirm = useConfirm();
  const removeTheme = async (row: ThemeListItem): Promise<void> => {
    const sure = await confirm({
      title: `Delete the theme ${row.name}?`,
      body: (
        <Text>
          The theme <b>{row.code}</b> ({row.rootDomain || 'no root domain'}) will be deleted. Hosts named {row.code}{' '}
          will show the default brand.
        </Text>
      ),
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(row.code);
      toast.success(messageText('themeDeleted'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <ResourceTable<ThemeListItem>
      caption="White-label themes"
      columns={columns}
      page={list.data}
      status={list.status}
      error={list.error}
      listState={listState}
      rowId={(row) => row.code}
      searchPlaceholder="Search by name, code or domain"
      emptyText="No theme matches."
      toolbar={
        <Button colorPalette="brand" size="sm" onClick={onCreate}>
          New theme
        </Button>
      }
      rowActions={(row) => [
        { label: 'Edit', onSelect: () => onEdit(row.code) },
        ...(row.code === DEFAULT_THEME_CODE || row.agencies.length
          ? []
          : [{ label: 'Delete', danger: true, onSelect: () => void removeTheme(row) }]),
      ]}
    />
  );
}
