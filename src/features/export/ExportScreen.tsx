/**
 * /export/{token}: the print rendering the export server opens in headless Chromium. No chrome, tables unpaged
 * (up to itemLimit), animations off. Once every module frame has painted and no request has been pending for
 * 500 ms it leaves `window.__SIGHTLINE_EXPORT__ = { ready: true, report }` for the server to read.
 */
import { Box, Heading, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useParams } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { runDataMethod } from '../../data/methods/methods';
import type { DataMethod } from '../../data/methods/types';
import { setGuestToken } from '../../data/token-store';
import { LOAD_TIMING_DELAY_MS } from '../../domain/constants';
import type { Dataset } from '../../domain/layout/dataset';
import type { Layout } from '../../domain/layout/validate';
import { tabToTypes } from '../../domain/tactics';
import { LayoutRenderer } from '../../renderer/LayoutRenderer';
import type { RendererEnvironment } from '../../renderer/RendererContext';
import { useTooltipCatalog } from '../../renderer/use-tooltips';
import { moduleRegistry } from '../../registry/module-registry';
import { parseSharedDashboard, type SharedDashboard } from '../../data/shared-payload';
import { moduleReport, TEXT_KINDS, uniqueReports } from './report';

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

  useEffect(() => {
    if (!token) return;
    setGuestToken(token);
    let live = true;
    fetch('/api/export/payload', { headers: { ahauth: `Bearer ${token}`, accept: 'application/json' } })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null);
        const parsed = response.ok ? parseSharedDashboard(body) : null;
        if (!live) return;
        if (parsed) setPayload(parsed);
        else {
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
  }, [token]);

  if (error) return <Text p="6">{error}</Text>;
  if (!payload) return <Skeleton height="40" m="6" />;
  if (!payload.layout.ok) {
    announce({ ready: false, error: 'The layout of this dashboard is not valid.' });
    return <Text p="6">The layout of this dashboard is not valid.</Text>;
  }
  return <PrintDashboard payload={payload} layout={payload.layout.layout} />;
}

function PrintDashboard({ payload, layout }: { payload: SharedDashboard; layout: Layout }): ReactElement {
  const tooltips = useTooltipCatalog();
  const recorded = useRef(new Map<string, Dataset>());
  const pending = useRef({ count: 0, lastEnd: performance.now() });
  const types = tabToTypes(payload.tab);

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
  }, [payload, tooltips, types]);

  useEffect(() => {
    const timer = setInterval(() => {
      const frames = document.querySelectorAll('[data-module-frame]');
      const loading = document.querySelector('[data-module-state="loading"]');
      const unpainted = document.querySelector('[data-chart][data-painted="false"]');
      const quiet = pending.current.count === 0 && performance.now() - pending.current.lastEnd >= LOAD_TIMING_DELAY_MS;
      if (frames.length === 0 || loading || unpainted || !quiet) return;
      clearInterval(timer);
      const modules = layout.components.flatMap((section) => section.modules);
      const report = {
        brand: {
          agencyName: payload.agencyPartner,
          primaryColor: payload.theme.colors.primary,
          onPrimaryColor: payload.theme.colors.toolbarText ?? '#ffffff',
          secondaryColor: payload.theme.chartColors[1] ?? payload.theme.colors.primary,
          fontFamily: payload.theme.font,
        },
        campaignTypes: [...types],
        advertiserName: payload.advertiser.name,
        productTitle: layout.config?.title ?? layout.title ?? payload.tab,
        startDate: payload.startdate,
        endDate: payload.enddate,
        generatedAt: new Date().toISOString(),
        modules: uniqueReports(
          modules
            .filter((module) => document.querySelector(`[data-module-frame="${CSS.escape(module.id)}"]`))
            .map((module) => {
              const method =
                module.dataSource?.method ?? (module.options as { dataMethod?: string } | undefined)?.dataMethod;
              const dataset = method ? recorded.current.get(dataKey(method, module.dataSource?.params)) : undefined;
              const report = moduleReport(module, dataset, types);
              const frame = document.querySelector<HTMLElement>(`[data-module-frame="${CSS.escape(module.id)}"]`);
              const text = TEXT_KINDS.has(module.name) ? frame?.innerText.trim() : undefined;
              return text ? { ...report, text } : report;
            }),
        ),
        notes: payload.notes.map((note) => ({
          date: note.date,
          campaign: note.campaignName,
          title: note.title,
          body: note.body,
        })),
      };
      announce({ ready: true, report });
    }, 100);
    return () => clearInterval(timer);
  }, [layout, payload, types]);

  const title = layout.config?.title ?? layout.title ?? payload.tab;
  return (
    <Box
      p="4"
      className="export-print"
      css={{
        '& *': { animation: 'none !important', transition: 'none !important' },
        // A module is never cut across pages.
        '& [data-module-frame]': { breakInside: 'avoid' },
      }}
    >
      <HStack justify="space-between" mb="4" pb="3" borderBottomWidth="3px" borderColor="brand.solid">
        <Stack gap="0">
          <Heading as="h1" size="xl">
            {payload.advertiser.name}
          </Heading>
          <Text fontWeight="semibold">{title}</Text>
          <Text color="fg.muted">
            {payload.startdate} to {payload.enddate}
          </Text>
        </Stack>
        <Image data-export-logo src={`/brand/${payload.theme.code}/logo.svg`} alt={payload.agencyPartner} maxH="12" />
      </HStack>
      <LayoutRenderer layout={layout} environment={environment} />
      {payload.notes.length > 0 ? (
        <Box mt="6" css={{ breakInside: 'avoid' }}>
          <Heading as="h2" size="md" mb="2">
            Notes
          </Heading>
          {payload.notes.map((note) => (
            <Box key={note.noteId} mb="2">
              <Text fontWeight="semibold">
                {note.date} · {note.campaignName}: {note.title}
              </Text>
              <Text whiteSpace="pre-wrap">{note.body}</Text>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
