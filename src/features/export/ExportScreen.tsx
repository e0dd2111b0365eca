/**
 * /export/{token}: the print rendering the export server opens in headless Chromium. No chrome, tables unpaged
 * (up to itemLimit), animations off, in the advertiser's agency theme (the payload's, which outranks the host's
 * session theme). Once every module frame has painted, the fonts have loaded and no request has been pending for
 * 500 ms, it adds the glossary of the metrics shown and leaves `window.__SIGHTLINE_EXPORT__ = { ready: true,
 * report }` for the server to read. print.css lays the page out for paper.
 */
import { Box, Heading, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useParams } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useFreshness, type Freshness } from '../../data/freshness';
import { runDataMethod } from '../../data/methods/methods';
import type { DataMethod } from '../../data/methods/types';
import { setGuestToken } from '../../data/token-store';
import { LOAD_TIMING_DELAY_MS } from '../../domain/constants';
import { glossaryFor, type GlossaryEntry } from '../../domain/glossary';
import type { Dataset } from '../../domain/layout/dataset';
import type { Layout } from '../../domain/layout/validate';
import { tabToTypes } from '../../domain/tactics';
import { LayoutRenderer } from '../../renderer/LayoutRenderer';
import type { RendererEnvironment } from '../../renderer/RendererContext';
import { useTooltipCatalog } from '../../renderer/use-tooltips';
import { DataThrough } from '../../ui/DataThrough';
import { moduleRegistry } from '../../registry/module-registry';
import { parseSharedDashboard, type SharedDashboard } from '../../data/shared-payload';
import { advertiserThemeAtom } from '../../state/session.atoms';
import { readableText } from '../../ui/contrast';
import { glossaryFields } from './glossary-fields';
import { moduleReport, TEXT_KINDS, uniqueReports } from './report';
import './print.css';

/** The token of the export server's warm-up visit (browser-pool.ts `warm`): not a grant, never sent anywhere. */
export const WARM_UP_TOKEN = 'warm-up';

interface ExportWindow {
  __SIGHTLINE_EXPORT__?: { ready: boolean; error?: string; report?: unknown };
}

function announce(state: NonNullable<ExportWindow['__SIGHTLINE_EXPORT__']>): void {
  (window as unknown as ExportWindow).__SIGHTLINE_EXPORT__ = state;
}

/** The key a module's data is recorded under: its method and parameters. */
const dataKey = (method: string, params: unknown): string => `${method}|${JSON.stringify(params ?? {})}`;

export function ExportScreen(): ReactElement {
  const { token } = useParams({ strict: false }) as { token?: string };
  const [payload, setPayload] = useState<SharedDashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A line for the first page the export's grant carries (a scheduled report's partial-data line).
  const [notice, setNotice] = useState<string | null>(null);
  const store = useStore();

  useEffect(() => {
    if (!token) return;
    if (token === WARM_UP_TOKEN) {
      // The export server's start-up visit: every module kind's code into the browser's cache, no data asked for.
      void Promise.allSettled(moduleRegistry.kinds().map((kind) => moduleRegistry.get(kind)?.load())).then(() =>
        announce({ ready: false, error: 'Warmed up.' }),
      );
      return;
    }
    setGuestToken(token);
    let live = true;
    fetch('/api/export/payload', { headers: { ahauth: `Bearer ${token}`, accept: 'application/json' } })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null);
        const parsed = response.ok ? parseSharedDashboard(body) : null;
        if (!live) return;
        if (parsed) {
          // The advertiser's agency theme before the first module renders, so charts paint in its colours once.
          store.set(advertiserThemeAtom, parsed.theme);
          const line = (body as { notice?: unknown }).notice;
          setNotice(typeof line === 'string' && line ? line : null);
          setPayload(parsed);
        } else {
          const message =
            typeof body === 'object' && body && 'error' in body ? String(body.error) : 'The export link is not valid.';
          setError(message);
          announce({ ready: false, error: message });
        }
      })
      .catch(() => {
        if (!live) return;
        setError('The dashboard could not be loaded.');
        announce({ ready: false, error: 'The dashboard could not be loaded.' });
      });
    return () => {
      live = false;
    };
  }, [token, store]);

  if (error) return <Text p="6">{error}</Text>;
  if (!payload) return <Skeleton height="40" m="6" />;
  if (!payload.layout.ok) {
    announce({ ready: false, error: 'The layout of this dashboard is not valid.' });
    return <Text p="6">The layout of this dashboard is not valid.</Text>;
  }
  return <PrintDashboard payload={payload} layout={payload.layout.layout} notice={notice} />;
}

function PrintDashboard({
  payload,
  layout,
  notice,
}: {
  payload: SharedDashboard;
  layout: Layout;
  notice: string | null;
}): ReactElement {
  const tooltips = useTooltipCatalog();
  const recorded = useRef(new Map<string, Dataset>());
  const pending = useRef({ count: 0, lastEnd: performance.now() });
  const { order } = payload;
  // An order's summary shows the order's campaigns, of every type.
  const types = useMemo(() => (order ? [] : tabToTypes(payload.tab)), [order, payload.tab]);
  const [finished, setFinished] = useState<{ report: unknown; glossary: GlossaryEntry[] } | null>(null);
  const [advertiserLogoFailed, setAdvertiserLogoFailed] = useState(false);

  const environment = useMemo<RendererEnvironment>(() => {
    const runData: RendererEnvironment['runData'] = async (method, request: Parameters<DataMethod>[0]) => {
      pending.current.count += 1;
      try {
        const dataset = await runDataMethod(method, request);
        if (!recorded.current.has(dataKey(method, request.params)))
          recorded.current.set(dataKey(method, request.params), dataset);
        return dataset;
      } finally {
        pending.current.count -= 1;
        pending.current.lastEnd = performance.now();
      }
    };
    // As on the dashboard, a product tab shows the campaigns of its own types.
    const chosen = payload.campaigns.filter(
      (c) => payload.selectedCampaigns.includes(c.id) && (types.length === 0 || types.includes(c.CampaignType)),
    );
    return {
      registry: moduleRegistry,
      runData,
      tooltips,
      selection: {
        advertiserId: payload.advertiser.id,
        tab: payload.tab,
        daterange: payload.range.daterange,
        ...(payload.range.startdate ? { startDate: payload.range.startdate } : {}),
        ...(payload.range.enddate ? { endDate: payload.range.enddate } : {}),
        campaigns: chosen.map((c) => ({ id: c.id, type: c.CampaignType })),
        campaignTypes: types,
        ...(order ? { orderId: String(order.id) } : {}),
      },
      conditions: {
        tab: payload.tab,
        campaignTypes: types,
        breakpoint: 'lg',
        viewer: 'advertiser',
        singleCampaign: payload.viewCampaigns !== null,
        print: true,
      },
      reloadToken: 0,
      annotations: payload.notes.map((note) => ({ date: note.date, title: note.title })),
    };
  }, [order, payload, tooltips, types]);

  // The first page's line asks the same query (one request): the deck and the workbook carry its answer. Absent
  // with no campaign in view (no line), null when the check failed (the line says so).
  const campaignsInView = environment.selection.campaigns;
  const freshness = useFreshness({
    advertiserId: payload.advertiser.id,
    campaigns: campaignsInView,
    ...(order ? {} : { tactic: payload.tab }),
  });
  const handedOver = useRef<Freshness | null | undefined>(undefined);
  handedOver.current = campaignsInView.length === 0 ? undefined : freshness.isError ? null : freshness.data;

  useEffect(() => {
    const timer = setInterval(() => {
      const frames = document.querySelectorAll('[data-module-frame]');
      const loading = document.querySelector('[data-module-state="loading"]');
      const unpainted =
        document.querySelector('[data-chart][data-painted="false"]') ??
        // The first page's "data through" line is part of the page.
        document.querySelector('[data-freshness="loading"]');
      const quiet = pending.current.count === 0 && performance.now() - pending.current.lastEnd >= LOAD_TIMING_DELAY_MS;
      if (frames.length === 0 || loading || unpainted || !quiet || document.fonts.status !== 'loaded') return;
      clearInterval(timer);
      const modules = layout.components.flatMap((section) => section.modules);
      const shown = modules.filter((module) =>
        document.querySelector(`[data-module-frame="${CSS.escape(module.id)}"]`),
      );
      const datasets = shown.map((module) => {
        const method = module.dataSource?.method ?? (module.options as { dataMethod?: string } | undefined)?.dataMethod;
        return method ? recorded.current.get(dataKey(method, module.dataSource?.params)) : undefined;
      });
      markForPrint();
      const report = {
        brand: {
          agencyName: payload.agencyPartner || payload.theme.companyName,
          primaryColor: payload.theme.colors.primary,
          onPrimaryColor: payload.theme.colors.toolbarText ?? '#ffffff',
          secondaryColor: payload.theme.chartColors[1] ?? payload.theme.colors.primary,
          fontFamily: payload.theme.font,
        },
        campaignTypes: [...types],
        advertiserName: payload.advertiser.name,
        productTitle: orderTitle(layout.config?.title ?? layout.title ?? payload.tab, order),
        startDate: payload.startdate,
        endDate: payload.enddate,
        generatedAt: new Date().toISOString(),
        modules: uniqueReports(
          shown.map((module, index) => {
            const report = moduleReport(module, datasets[index], types);
            const frame = document.querySelector<HTMLElement>(`[data-module-frame="${CSS.escape(module.id)}"]`);
            const text = TEXT_KINDS.has(module.name) ? frame?.innerText.trim() : undefined;
            return text ? { ...report, text } : report;
          }),
        ),
        ...(handedOver.current !== undefined ? { freshness: handedOver.current } : {}),
        notes: payload.notes.map((note) => ({
          date: note.date,
          campaign: note.campaignName,
          title: note.title,
          body: note.body,
        })),
      };
      // One line per term: two fields may share a label on these campaign types.
      const glossary = glossaryFor(glossaryFields(shown, datasets), types).filter(
        (entry, index, all) => all.findIndex((other) => other.term === entry.term) === index,
      );
      setFinished({ report, glossary });
    }, 100);
    return () => clearInterval(timer);
  }, [layout, order, payload, types]);

  // Ready once the glossary is on the page too.
  useEffect(() => {
    if (!finished) return;
    const frame = requestAnimationFrame(() => announce({ ready: true, report: finished.report }));
    return () => cancelAnimationFrame(frame);
  }, [finished]);

  const toolbar = payload.theme.colors.toolbar || payload.theme.colors.primary;
  const onToolbar = readableText(toolbar, payload.theme.colors.toolbarText);
  const agency = payload.agencyPartner || payload.theme.companyName;

  const title = orderTitle(layout.config?.title ?? layout.title ?? payload.tab, order);
  return (
    <Box className="export-print" fontFamily="body">
      <HStack
        data-export-header=""
        justify="space-between"
        align="center"
        gap="6"
        mb="4"
        px="5"
        py="4"
        bg={toolbar}
        color={onToolbar}
        borderRadius="md"
      >
        {payload.advertiser.logo && !advertiserLogoFailed ? (
          // The advertiser's own logo (POST /api/uploadCustomLogo) on a white chip, beside the title.
          <Box data-export-advertiser-logo="" bg="white" p="1.5" borderRadius="sm" flexShrink={0}>
            <Image
              src={payload.advertiser.logo}
              alt={`${payload.advertiser.name} logo`}
              maxH="14"
              maxW="40"
              fit="contain"
              onError={() => setAdvertiserLogoFailed(true)}
            />
          </Box>
        ) : null}
        <Stack gap="0" minWidth="0" flex="1">
          <Heading as="h1" size="xl" color={onToolbar}>
            {payload.advertiser.name}
          </Heading>
          <Text fontWeight="semibold">{title}</Text>
          <Text>
            {payload.startdate} to {payload.enddate}
          </Text>
          {notice ? (
            <Text data-export-notice="" fontWeight="semibold">
              {notice}
            </Text>
          ) : null}
        </Stack>
        <Box data-export-logo="" bg={toolbar} p="1" borderRadius="sm" flexShrink={0}>
          <Image src={`/brand/${payload.theme.code}/logo.svg`} alt={agency} maxH="12" />
        </Box>
      </HStack>
      <Box data-export-freshness="" mt="-2" mb="4" px="1">
        <DataThrough
          print
          advertiserId={payload.advertiser.id}
          campaigns={environment.selection.campaigns}
          tactic={order ? undefined : payload.tab}
        />
      </Box>
      <LayoutRenderer layout={layout} environment={environment} />
      {payload.notes.length > 0 ? (
        <Box as="section" data-export-notes="" mt="6">
          <Heading as="h2" size="md" mb="2">
            Notes
          </Heading>
          {payload.notes.map((note) => (
            <Box key={note.noteId} mb="2" className="export-print__keep">
              <Text fontWeight="semibold">
                {note.date} · {note.campaignName}: {note.title}
              </Text>
              <Text whiteSpace="pre-wrap">{note.body}</Text>
            </Box>
          ))}
        </Box>
      ) : null}
      {finished && finished.glossary.length > 0 ? (
        <Box as="section" data-export-glossary="" aria-label="Glossary">
          <Heading as="h2" size="md" mb="3">
            Glossary
          </Heading>
          <dl className="export-glossary">
            {finished.glossary.map((entry) => (
              <div key={entry.key} className="export-print__keep">
                <dt>{entry.term}</dt>
                <dd>{entry.definition}</dd>
              </div>
            ))}
          </dl>
        </Box>
      ) : null}
    </Box>
  );
}

/** The dashboard's title, with the order's name on an order's summary ("Order Summary – Spring Sale"). */
function orderTitle(title: string, order: SharedDashboard['order']): string {
  return order ? `${title} – ${order.name}` : title;
}

/** Taller than this (CSS px), a module may break across pages and spans the full width (a long table). */
const TALL_MODULE_PX = 640;

/**
 * Readies the page for print.css: sort arrows out; a tall module (a long table) takes the full width and may
 * break across pages, its header row repeated.
 */
function markForPrint(): void {
  // The sort arrows (a text node of their own after the label) are screen controls.
  for (const button of document.querySelectorAll('.export-print .sl-table__sort'))
    for (const node of button.childNodes)
      if (node.nodeType === Node.TEXT_NODE && /^\s*[▲▼]\s*$/.test(node.nodeValue ?? '')) node.nodeValue = '';
  for (const frame of document.querySelectorAll<HTMLElement>('.export-print [data-module-frame]'))
    frame.toggleAttribute('data-print-tall', frame.offsetHeight > TALL_MODULE_PX);
}
