import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Heading,
  Input,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Component, useEffect, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import type { KindManifest } from '../../domain/layout/catalog-types';
import type { Dataset } from '../../domain/layout/dataset';
import { ModulePreview } from '../../registry/ModulePreview';
import type { AnyModuleDefinition, ResolvedTooltip, ViewContext } from '../../registry/types';
import { moduleRegistry } from '../../registry/module-registry';
import { useDisabledKinds } from './use-disabled-kinds';

/** Props of the palette of module kinds. */
export interface ModulePaletteProps {
  open: boolean;
  onClose(): void;
  /** The kind chosen; the palette closes after. */
  onPick(kind: string): void;
  /** The advertiser being edited: kinds its agency has switched off are not offered. */
  advertiserId?: number;
}

const CATEGORIES: readonly { category: KindManifest['category']; label: string }[] = [
  { category: 'chart', label: 'Charts' },
  { category: 'table', label: 'Tables' },
  { category: 'map', label: 'Maps' },
  { category: 'summary', label: 'Summaries' },
  { category: 'controller', label: 'Controllers' },
  { category: 'layout', label: 'Layout' },
];

/** Every registered kind by category, with its description and a live preview on its story's fixtures. */
export function ModulePalette({ open, onClose, onPick, advertiserId }: ModulePaletteProps): ReactElement {
  const search = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root
      open={open}
      size="xl"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      initialFocusEl={() => search.current}
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Add a module</Dialog.Title>
            </Dialog.Header>
            <PaletteBody
              searchRef={search}
              advertiserId={advertiserId}
              onPick={(kind) => {
                onPick(kind);
                onClose();
              }}
            />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the module palette" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PaletteBody({
  searchRef,
  onPick,
  advertiserId,
}: {
  searchRef: RefObject<HTMLInputElement | null>;
  onPick(kind: string): void;
  advertiserId: number | undefined;
}): ReactElement {
  const [query, setQuery] = useState('');
  const disabled = useDisabledKinds(advertiserId);
  const manifests = disabled.status === 'ready' ? matching(query).filter((m) => !disabled.disabled.has(m.kind)) : [];
  return (
    <Dialog.Body>
      <Stack gap="5">
        <Input
          ref={searchRef}
          type="search"
          aria-label="Search module kinds"
          placeholder="Search by title or kind"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter in the search box picks the kind when the search leaves exactly one.
            if (e.key === 'Enter' && manifests.length === 1) onPick(manifests[0]!.kind);
          }}
        />
        {disabled.status === 'pending' ? (
          <Skeleton h="40" aria-label="Loading module kinds" />
        ) : manifests.length === 0 ? (
          <Text color="fg.muted">No module kind matches “{query}”.</Text>
        ) : null}
        {CATEGORIES.map(({ category, label }) => {
          const inCategory = manifests.filter((m) => m.category === category);
          if (inCategory.length === 0) return null;
          return (
            <Stack key={category} gap="3" as="section" aria-label={label}>
              <Heading as="h3" size="sm">
                {label}
              </Heading>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="3">
                {inCategory.map((manifest) => (
                  <KindCard key={manifest.kind} manifest={manifest} onPick={onPick} />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })}
      </Stack>
    </Dialog.Body>
  );
}

/** Registered kinds whose title or kind contains the query, by title. */
function matching(query: string): KindManifest[] {
  const needle = query.trim().toLowerCase();
  return moduleRegistry
    .kinds()
    .flatMap((kind) => {
      const manifest = moduleRegistry.get(kind)?.manifest;
      return manifest ? [manifest] : [];
    })
    .filter((m) => !needle || m.title.toLowerCase().includes(needle) || m.kind.includes(needle))
    .sort((a, b) => a.title.localeCompare(b.title));
}

function KindCard({ manifest, onPick }: { manifest: KindManifest; onPick(kind: string): void }): ReactElement {
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" p="3" justify="space-between">
      <Stack gap="2">
        <KindPreview kind={manifest.kind} />
        <Text fontWeight="semibold">{manifest.title}</Text>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
          {manifest.kind}
        </Text>
        <Text fontSize="sm">{manifest.description}</Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        data-testid={`palette-${manifest.kind}`}
        onClick={() => onPick(manifest.kind)}
      >
        Add {manifest.title}
      </Button>
    </Stack>
  );
}

const PREVIEW_HEIGHT = '120px';

/** The kind drawn small on its Default story's fixtures, loaded once the card scrolls into view. */
function KindPreview({ kind }: { kind: string }): ReactElement {
  const [ref, visible] = useVisible<HTMLDivElement>();
  const preview = useQuery({
    queryKey: ['layout-editor', 'palette-preview', kind],
    queryFn: () => loadPreview(kind),
    enabled: visible,
    staleTime: Infinity,
    retry: false,
  });
  const fallback = (
    <Text fontSize="xs" color="fg.muted" p="2">
      Preview unavailable
    </Text>
  );
  const state = preview.isError ? 'failed' : preview.data ? 'ready' : 'loading';
  return (
    <Box
      ref={ref}
      aria-hidden
      inert
      data-preview-state={state}
      h={PREVIEW_HEIGHT}
      overflow="hidden"
      borderRadius="sm"
      bg="bg.subtle"
      pointerEvents="none"
    >
      {preview.isError ? (
        fallback
      ) : preview.data ? (
        <PreviewBoundary fallback={fallback}>
          {/* drawn at twice the width, then halved: charts lay out as in a half-width module */}
          <Box w="200%" transform="scale(0.5)" transformOrigin="top left">
            <ModulePreview
              definition={preview.data.definition}
              options={preview.data.options}
              dataset={preview.data.dataset}
              tooltips={preview.data.tooltips}
              context={preview.data.context}
            />
          </Box>
        </PreviewBoundary>
      ) : (
        <Skeleton h="full" />
      )}
    </Box>
  );
}

/** Whether the element has come near the viewport (always, where IntersectionObserver is missing). */
function useVisible<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  return [ref, visible];
}

/** A failed render of a preview shows the fallback instead of breaking the palette. */
class PreviewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What a palette preview draws: the definition and its Default story's arguments. */
interface PreviewData {
  definition: AnyModuleDefinition;
  options: Record<string, unknown>;
  dataset: Dataset;
  tooltips?: ResolvedTooltip[];
  context?: Partial<ViewContext>;
}

// Each kind's story names the fixtures it is shown with; the palette shows a kind as its Default story does.
const STORIES: Record<string, () => Promise<unknown>> = import.meta.glob('../../../modules/*/*.stories.tsx');

async function loadPreview(kind: string): Promise<PreviewData> {
  const file = Object.keys(STORIES).find((path) => path.startsWith(`../../../modules/${kind}/`));
  if (!file) throw new Error(`No story for '${kind}'`);
  const [definition, story] = await Promise.all([moduleRegistry.load(kind), STORIES[file]!()]);
  const args = isRecord(story) && isRecord(story.default) ? story.default.args : undefined;
  if (!isRecord(args) || !isRecord(args.options) || !isDataset(args.dataset))
    throw new Error(`The story of '${kind}' has no options and dataset`);
  return {
    definition,
    options: args.options,
    dataset: args.dataset,
    ...(Array.isArray(args.tooltips) ? { tooltips: args.tooltips.filter(isTooltip) } : {}),
    ...(isRecord(args.context) && Array.isArray(args.context.campaignTypes)
      ? { context: { campaignTypes: args.context.campaignTypes.filter((t): t is string => typeof t === 'string') } }
      : {}),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDataset(value: unknown): value is Dataset {
  return (
    isRecord(value) &&
    Array.isArray(value.rows) &&
    value.rows.every(isRecord) &&
    (value.totals === null || isRecord(value.totals)) &&
    isRecord(value.meta)
  );
}

function isTooltip(value: unknown): value is ResolvedTooltip {
  return isRecord(value) && typeof value.key === 'string' && typeof value.message === 'string';
}
