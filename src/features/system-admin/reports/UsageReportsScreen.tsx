import { Box, Button, Card, EmptyState, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactElement } from 'react';
import { ResourceTable, toast, useListState } from '../../../admin-kit';
import { messageText, MESSAGES } from '../../../domain/messages';
import { USAGE_COLUMNS, type UsageFigures } from '../../../domain/usage';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { downloadUsageWorkbook, useUsageAgencies, useUsageDaily, useUsageReport } from './api';
import { PeriodPicker } from './PeriodPicker';
import { USAGE_TABLE_COLUMNS } from './usage-columns';
import { periodOf, utcToday, type PeriodChoice } from './usage-period';
import { UsageChart } from './UsageChart';
import { UsageTotals } from './UsageTotals';

/** The URL params this screen reads as filters (the period's choice is the screen's own, not the server's). */
const FILTERS = ['period', 'from', 'to', 'agencyId'] as const;

const isEmpty = (totals: UsageFigures): boolean => USAGE_COLUMNS.every(({ key }) => totals[key] === 0);

/**
 * Usage by agency over a period (System Admin "reports"): the period and agency in the URL, the totals, a chart
 * per day by kind, the agencies' table (paged, sorted and searched on the server) and its XLSX workbook.
 */
export function UsageReportsScreen({ title }: ScreenProps): ReactElement {
  const list = useListState({ sort: 'agencyName', dir: 'asc', pageSize: 25, filterNames: FILTERS });
  const { filters } = list.state;
  const today = utcToday();
  const period = periodOf(filters, today);
  const agencyId = filters.agencyId ?? '';
  // A custom period being typed may be wrong for a moment: the screen keeps showing the last one that was right
  // (the default period when the page opened on a wrong one).
  const [lastGood, setLastGood] = useState(() => (period.problem ? periodOf({}, today) : period));
  if (!period.problem && (period.from !== lastGood.from || period.to !== lastGood.to)) setLastGood(period);
  const asked = period.problem ? lastGood : period;

  const { period: _choice, ...rest } = list.toQuery();
  const query = useMemo(
    () => ({ ...rest, from: asked.from, to: asked.to, ...(agencyId ? { agencyId } : {}) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(rest), asked.from, asked.to, agencyId],
  );
  const report = useUsageReport(query);
  const daily = useUsageDaily({ from: asked.from, to: asked.to, agencyId });
  const agencies = useUsageAgencies();
  const [exporting, setExporting] = useState(false);

  const choose = (choice: PeriodChoice): void => {
    list.setFilter('period', choice);
    if (choice === 'custom') {
      list.setFilter('from', period.from);
      list.setFilter('to', period.to);
    } else {
      list.setFilter('from', undefined);
      list.setFilter('to', undefined);
    }
  };
  const exportWorkbook = async (): Promise<void> => {
    setExporting(true);
    try {
      const name = await downloadUsageWorkbook(query);
      toast.success(messageText('usageExported', { name }));
    } catch {
      toast.error(MESSAGES.usageExportFailed);
    } finally {
      setExporting(false);
    }
  };
  const totals = report.data?.totals;

  return (
    <Stack gap="5">
      <ScreenTitle title={title} />
      <HStack gap="4" align="end" wrap="wrap" justify="space-between">
        <HStack gap="4" align="start" wrap="wrap">
          <PeriodPicker
            choice={period.choice}
            from={period.from}
            to={period.to}
            problem={period.problem}
            onChoice={choose}
            onRange={(from, to) => {
              list.setFilter('from', from);
              list.setFilter('to', to);
            }}
          />
          <Field.Root width="auto">
            <Field.Label fontSize="sm">Agency</Field.Label>
            <NativeSelect.Root size="sm" width="56">
              <NativeSelect.Field
                value={agencyId}
                onChange={(event) => list.setFilter('agencyId', event.currentTarget.value || undefined)}
              >
                <option value="">All agencies</option>
                {(agencies.data ?? []).map((agency) => (
                  <option key={agency.id} value={String(agency.id)}>
                    {agency.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => void exportWorkbook()}
          loading={exporting}
          loadingText="Preparing XLSX…"
        >
          Export XLSX
        </Button>
      </HStack>

      <UsageTotals totals={totals} />

      <Card.Root variant="outline">
        <Card.Header pb="0">
          <Heading as="h2" size="sm">
            Per day, {asked.from} to {asked.to}
          </Heading>
        </Card.Header>
        <Card.Body>
          {totals && isEmpty(totals) ? (
            <EmptyState.Root size="sm">
              <EmptyState.Content>
                <EmptyState.Title>{MESSAGES.usageEmpty}</EmptyState.Title>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <UsageChart days={daily.data?.days} />
          )}
        </Card.Body>
      </Card.Root>

      <Box>
        <ResourceTable
          caption="Usage by agency"
          columns={USAGE_TABLE_COLUMNS}
          page={report.data}
          status={report.status}
          error={report.error}
          onRetry={() => void report.refetch()}
          listState={list}
          rowId={(row) => String(row.agencyId)}
          searchPlaceholder="Search agencies"
          emptyText={MESSAGES.usageNoAgency}
        />
        <Text fontSize="sm" color="fg.muted" mt="2">
          {MESSAGES.usageScheduledNote} {MESSAGES.usageActiveNote}
        </Text>
      </Box>
    </Stack>
  );
}
