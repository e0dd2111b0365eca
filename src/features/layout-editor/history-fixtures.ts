/**
 * Layout history for stories and tests: an inherited layout, four versions of an advertiser's customisation, and an
 * in-memory `/graph` answering the history operations over a real Apollo HTTP link (so status codes and error
 * bodies travel as they do from the server). Diffs and summaries come from the real `diffLayouts`.
 */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type {
  LayoutChangeAction,
  LayoutCustomizationFieldsFragment,
  LayoutHistoryQuery,
} from '../../data/__generated__/graphql';
import { diffLayouts, summarizeChanges, type LayoutChange } from '../../domain/layout/diff';
import { messageText, type MessageKey, type MessageParams } from '../../domain/messages';

/** A layout version as the history query answers it. */
export type LayoutVersionRow = LayoutHistoryQuery['layoutHistory'][number];

export const HISTORY_SCOPE = { kind: 'ADVERTISER', id: 7 } as const;
export const HISTORY_TACTIC = 'display';

type Json = Record<string, unknown>;

const moduleOf = (id: string, name: string, title: string | undefined, extra: Json = {}): Json => ({
  id,
  name,
  ...(title ? { title } : {}),
  ...extra,
});

/** A display layout: performance figures, a trend, the top publishers and a map. */
function layout(edit: (sections: { performance: Json[]; delivery: Json[] }, config: Json) => void = () => {}): Json {
  const performance = [
    moduleOf('totals', 'top-metrics', 'Totals', { dataSource: { method: 'summary' } }),
    moduleOf('trend', 'line-chart', 'Daily trend', { dataSource: { method: 'daily' } }),
    moduleOf('publishers', 'generic-table', 'Top publishers', {
      breakpoints: 'Half',
      dataSource: { method: 'breakdown', params: { dimension: 'publisher' } },
      options: { columns: ['Publisher', 'Impressions', 'Clicks'], perPage: 10 },
    }),
    moduleOf('devices', 'pie-chart', undefined, { breakpoints: 'Half', dataSource: { method: 'breakdown' } }),
  ];
  const delivery = [moduleOf('map', 'dma-map', 'Where the ads ran', { dataSource: { method: 'dma-map' } })];
  const config: Json = { enableCampaignSelection: true, pdfExport: true };
  edit({ performance, delivery }, config);
  return {
    id: 'default-display',
    tactic: HISTORY_TACTIC,
    config,
    components: [
      { id: 'performance', type: 'grid', title: 'Performance', modules: performance },
      { id: 'delivery', type: 'grid', title: 'Delivery', modules: delivery },
    ],
  };
}

/** What the advertiser inherits (version 0). */
export const INHERITED_LAYOUT = layout();

const widened = layout(({ performance }) => {
  Object.assign(performance[2]!, {
    breakpoints: 'Full',
    options: { columns: ['Publisher', 'Impressions'], perPage: 25 },
  });
});

const reshaped = layout(({ performance, delivery }, config) => {
  Object.assign(performance[2]!, {
    breakpoints: 'Full',
    options: { columns: ['Publisher', 'Impressions'], perPage: 25 },
  });
  performance.unshift(...performance.splice(2, 1));
  performance[2]!.disabled = true;
  delivery.push(...performance.splice(3, 1));
  config.shouldUsingTabs = true;
});

/** A realistic change list: from the inherited layout to the reshaped one. */
export const SAMPLE_CHANGES: readonly LayoutChange[] = diffLayouts(INHERITED_LAYOUT, reshaped);

/** One stored version: its row and its document (null for a reset). */
interface StoredVersion {
  row: LayoutVersionRow;
  document: Json | null;
}

/** Saves, a reset and a restore, oldest first; the current Version is 4. */
function sampleVersions(): StoredVersion[] {
  const stored: StoredVersion[] = [];
  const add = (action: LayoutChangeAction, savedAt: string, document: Json | null, restoredFrom: number | null) => {
    const version = stored.length + 1;
    const previous = stored.at(-1)?.document ?? INHERITED_LAYOUT;
    const summary = summarizeChanges(diffLayouts(previous, document ?? INHERITED_LAYOUT));
    const savedBy = version % 2 ? 'dana@agency.test' : 'sam@agency.test';
    stored.push({ row: { version, action, savedAt, savedBy, summary, restoredFrom }, document });
  };
  add('SAVE', '2026-05-02T14:05:00.000Z', widened, null);
  add('SAVE', '2026-05-10T09:30:00.000Z', reshaped, null);
  add('RESET', '2026-05-18T16:45:00.000Z', null, null);
  add('RESTORE', '2026-05-20T11:00:00.000Z', reshaped, 2);
  return stored;
}

/** The stored rows newest first, as the history query lists them. */
export const SAMPLE_HISTORY: readonly LayoutVersionRow[] = sampleVersions()
  .map((v) => v.row)
  .reverse();

/** One GraphQL request as the fake server saw it. */
export interface GraphCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/** What the fake answers to an operation: a status and a JSON body; undefined lets the fake answer. */
export type GraphAnswer = (call: GraphCall) => { status?: number; body: unknown } | undefined;

/** The fake history server: what it received, and the client to give the dialog. */
export interface FakeHistoryServer {
  calls: GraphCall[];
  client: ApolloClient;
}

/** Who changed the layout in the fake's conflicts. */
export const CONFLICT_CHANGE = { changedBy: 'sam@agency.test', changedAt: '2026-05-20 11:00 UTC' } as const;

/**
 * A GraphQL refusal as the server sends it: no data, one error with the catalogue text of `key`, and the HTTP status
 * in the answer and in `extensions` beside the key and the details.
 */
export function refusal(
  status: number,
  key: MessageKey,
  params?: MessageParams,
  details: Record<string, unknown> = {},
): { status: number; body: unknown } {
  const extensions = { ...details, code: key, status };
  return { status, body: { data: null, errors: [{ message: messageText(key, params), extensions }] } };
}

/** Answers the history operations from memory (`empty` starts with no versions); `override` may answer first. */
export function fakeHistoryServer(options: { empty?: boolean; override?: GraphAnswer } = {}): FakeHistoryServer {
  const versions = options.empty ? [] : sampleVersions();
  const calls: GraphCall[] = [];
  const documentAt = (version: number): Json =>
    (version === 0 ? null : versions[version - 1]?.document) ?? INHERITED_LAYOUT;
  const customization = (): LayoutCustomizationFieldsFragment & { __typename: string } => {
    const last = versions.at(-1)!;
    return {
      __typename: 'LayoutCustomization',
      kind: HISTORY_SCOPE.kind,
      scopeId: HISTORY_SCOPE.id,
      scopeName: 'Acme Outdoor',
      tactic: HISTORY_TACTIC,
      Version: last.row.version,
      customized: last.document !== null,
      modifiedAt: last.row.savedAt,
      modifiedBy: last.row.savedBy,
      effective: {
        tactic: HISTORY_TACTIC,
        source: 'ADVERTISER',
        document: documentAt(last.row.version),
        Version: last.row.version,
      },
    };
  };
  const answer = ({ operationName, variables: v }: GraphCall): { status?: number; body: unknown } => {
    switch (operationName) {
      case 'LayoutHistory':
        return {
          body: {
            data: { layoutHistory: versions.map((s) => ({ __typename: 'LayoutVersion', ...s.row })).reverse() },
          },
        };
      case 'LayoutDiff': {
        const changes = diffLayouts(documentAt(Number(v.from)), documentAt(Number(v.to)));
        return { body: { data: { layoutDiff: changes.map((c) => ({ __typename: 'LayoutChange', ...c })) } } };
      }
      case 'RestoreLayoutVersion': {
        const current = versions.length;
        if (v.Version !== current)
          return refusal(409, 'layoutVersionConflict', CONFLICT_CHANGE, { currentVersion: current });
        const restored = documentAt(Number(v.version));
        const previous = documentAt(current);
        const row: LayoutVersionRow = {
          version: current + 1,
          action: 'RESTORE',
          savedAt: '2026-06-01T10:00:00.000Z',
          savedBy: 'dana@agency.test',
          summary: summarizeChanges(diffLayouts(previous, restored)),
          restoredFrom: Number(v.version),
        };
        versions.push({ row, document: restored });
        return { body: { data: { restoreLayoutVersion: customization() } } };
      }
      default:
        return { status: 400, body: { errors: [{ message: `Unknown operation ${operationName}` }] } };
    }
  };
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = JSON.parse(String(init?.body)) as GraphCall;
    const call = { operationName: request.operationName, variables: request.variables ?? {} };
    calls.push(call);
    const { status = 200, body } = options.override?.(call) ?? answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const client = new ApolloClient({ link: new HttpLink({ uri: '/graph', fetch }), cache: new InMemoryCache() });
  return { calls, client };
}
