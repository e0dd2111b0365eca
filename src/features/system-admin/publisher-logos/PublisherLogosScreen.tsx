import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactElement } from 'react';
import {
  FormDrawer,
  ResourceTable,
  SchemaForm,
  toast,
  useConfirm,
  useListState,
  type ColumnDef,
  type RowAction,
} from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import type { PublisherLogo } from '../../../domain/publisher-logos';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { publisherLogosApi, useLogoChange, type LogoChange } from './api';
import { CREATE_SCHEMA, FORM_MESSAGES, RENAME_SCHEMA, URL_SCHEMA } from './forms';
import { LogoChips } from './LogoChips';
import { LogoThumb } from './LogoThumb';
import { LogoUploadForm } from './LogoUploadForm';

type Drawer =
  | { kind: 'create' }
  | { kind: 'upload'; logo?: PublisherLogo }
  | { kind: 'rename'; logo: PublisherLogo }
  | { kind: 'url'; logo: PublisherLogo };

const DRAWER_TITLES = {
  create: 'New logo from a URL',
  upload: 'Upload a logo',
  rename: 'Rename logo',
  url: 'Change logo URL',
} as const;

/**
 * System Admin → Publisher logos (001 §7): every logo with its aliases and prefixes, paged on the server. Aliases
 * and prefixes are added and removed in place; rename, URL, a new picture and delete are row actions.
 */
export function PublisherLogosScreen({ title }: ScreenProps): ReactElement {
  const listState = useListState({ sort: 'logoName', dir: 'asc' });
  const query = publisherLogosApi.useList(listState.toQuery());
  const create = publisherLogosApi.useCreate();
  const remove = publisherLogosApi.useRemove();
  const change = useLogoChange();
  const confirm = useConfirm();
  const [drawer, setDrawer] = useState<Drawer | null>(null);

  const apply = async (step: LogoChange, done: string): Promise<void> => {
    try {
      await change.mutateAsync(step);
      toast.success(done);
    } catch (error) {
      toast.error((error as Error).message);
      throw error;
    }
  };

  const columns = useMemo(
    (): ColumnDef<PublisherLogo>[] => [
      {
        id: 'logo',
        header: 'Logo',
        cell: ({ row }) => <LogoThumb name={row.original.logoName} url={row.original.url} />,
      },
      { header: 'Name', accessorKey: 'logoName', meta: { sortKey: 'logoName' } },
      {
        id: 'aliases',
        header: 'Aliases',
        cell: ({ row }) => (
          <LogoChips
            logoName={row.original.logoName}
            noun="alias"
            values={row.original.aliases}
            onAdd={(alias) =>
              apply({ kind: 'addAlias', logoName: row.original.logoName, alias }, MESSAGES.publisherLogoSaved)
            }
            onRemove={(alias) =>
              apply({ kind: 'removeAlias', logoName: row.original.logoName, alias }, MESSAGES.publisherLogoSaved)
            }
          />
        ),
      },
      {
        id: 'prefixes',
        header: 'Prefixes',
        cell: ({ row }) => (
          <LogoChips
            logoName={row.original.logoName}
            noun="prefix"
            values={row.original.prefixes}
            onAdd={(prefix) =>
              apply({ kind: 'addPrefix', logoName: row.original.logoName, prefix }, MESSAGES.publisherLogoSaved)
            }
            onRemove={(prefix) =>
              apply({ kind: 'removePrefix', logoName: row.original.logoName, prefix }, MESSAGES.publisherLogoSaved)
            }
          />
        ),
      },
      {
        header: 'URL',
        accessorKey: 'url',
        meta: { sortKey: 'url' },
        cell: ({ row }) => (
          <Link
            href={row.original.url}
            target="_blank"
            rel="noreferrer"
            fontSize="sm"
            maxW="56"
            truncate
            display="block"
          >
            {row.original.url}
          </Link>
        ),
      },
    ],
    // `apply` only closes over the stable mutation and toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const rowActions = (logo: PublisherLogo): RowAction[] => [
    { label: 'Rename…', onSelect: () => setDrawer({ kind: 'rename', logo }) },
    { label: 'Change URL…', onSelect: () => setDrawer({ kind: 'url', logo }) },
    { label: 'Upload new image…', onSelect: () => setDrawer({ kind: 'upload', logo }) },
    {
      label: 'Delete',
      danger: true,
      onSelect: () => void removeLogo(logo),
    },
  ];

  const removeLogo = async (logo: PublisherLogo): Promise<void> => {
    const ok = await confirm({
      title: `Delete the logo ${logo.logoName}?`,
      body: (
        <Stack gap="2">
          <Text>
            Dashboards stop showing it for {logo.logoName}
            {logo.aliases.length ? ` and its aliases ${logo.aliases.join(', ')}` : ''}
            {logo.prefixes.length ? `, and for names starting with ${logo.prefixes.join(', ')}` : ''}; they show the
            initial badge instead.
          </Text>
        </Stack>
      ),
      confirmLabel: 'Delete logo',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(logo.logoName);
      toast.success(messageText('publisherLogoRemoved', { name: logo.logoName }));
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const close = (): void => setDrawer(null);
  const saved = (): void => {
    toast.success(MESSAGES.publisherLogoSaved);
    close();
  };

  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <Text color="fg.muted" fontSize="sm">
        A publisher shows the logo named exactly like it, else the one with that alias, else the one with the longest
        prefix it starts with. Names, aliases and prefixes match without regard to case.
      </Text>
      {/* The table's visually hidden header text is absolutely placed; clipped here so a narrow page does not scroll sideways. */}
      <Box position="relative" overflow="hidden">
        <ResourceTable<PublisherLogo>
          caption="Publisher logos"
          columns={columns}
          page={query.data}
          status={query.status}
          error={query.error}
          onRetry={() => void query.refetch()}
          listState={listState}
          rowId={(logo) => logo.logoName}
          rowActions={rowActions}
          searchPlaceholder="Search names, aliases, prefixes, URLs"
          emptyText={MESSAGES.publisherLogosEmpty}
          toolbar={
            <HStack gap="2">
              <Button size="sm" variant="outline" onClick={() => setDrawer({ kind: 'create' })}>
                Add by URL
              </Button>
              <Button size="sm" onClick={() => setDrawer({ kind: 'upload' })}>
                Upload logo
              </Button>
            </HStack>
          }
        />
      </Box>
      <FormDrawer
        open={drawer !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        title={drawer ? DRAWER_TITLES[drawer.kind] : ''}
      >
        {drawer?.kind === 'create' ? (
          <SchemaForm
            schema={CREATE_SCHEMA}
            value={{ logoName: '', url: '' }}
            messages={FORM_MESSAGES}
            serverError={create.error ?? undefined}
            submitLabel="Add logo"
            onCancel={close}
            onSubmit={async (value) => {
              await create.mutateAsync({ logoName: String(value.logoName), url: String(value.url) });
              saved();
            }}
          />
        ) : null}
        {drawer?.kind === 'upload' ? (
          <LogoUploadForm
            logoName={drawer.logo?.logoName}
            onCancel={close}
            onSubmit={async (logoName, file) => {
              await change.mutateAsync({ kind: 'upload', logoName, file });
              saved();
            }}
          />
        ) : null}
        {drawer?.kind === 'rename' ? (
          <SchemaForm
            schema={RENAME_SCHEMA}
            value={{ logoName: drawer.logo.logoName }}
            messages={FORM_MESSAGES}
            serverError={change.error ?? undefined}
            submitLabel="Rename"
            onCancel={close}
            onSubmit={async (value) => {
              await change.mutateAsync({
                kind: 'rename',
                logoName: drawer.logo.logoName,
                newName: String(value.logoName),
              });
              saved();
            }}
          />
        ) : null}
        {drawer?.kind === 'url' ? (
          <SchemaForm
            schema={URL_SCHEMA}
            value={{ newUrl: drawer.logo.url }}
            messages={FORM_MESSAGES}
            serverError={change.error ?? undefined}
            submitLabel="Save URL"
            onCancel={close}
            onSubmit={async (value) => {
              await change.mutateAsync({ kind: 'url', logoName: drawer.logo.logoName, newUrl: String(value.newUrl) });
              saved();
            }}
          />
        ) : null}
      </FormDrawer>
    </Stack>
  );
}
