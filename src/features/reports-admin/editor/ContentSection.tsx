import { NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, type ReactElement } from 'react';
import { Section } from '../../../admin-kit';
import {
  REPORT_KINDS,
  REPORT_RANGE_LABELS,
  REPORT_RANGES,
  type ReportKind,
  type ReportRange,
} from '../../../domain/scheduled-reports';
import { useAgencyAdvertisers, useProductList, type AdvertiserOption } from '../api';
import { ALL_FORMATS, FORMAT_LABELS, KIND_LABELS, TEXTS } from '../texts';
import { CheckGroup, FormField } from './fields';
import type { SectionProps } from './section-props';

/** Business reviews are PDF and PowerPoint decks. */
const REVIEW_FORMATS = ALL_FORMATS.filter((f) => f !== 'xlsx');

/** Kind, advertisers, their dashboards (tabs) from the product list, formats and date range. */
export function ContentSection({
  draft,
  errors,
  set,
  fixedAdvertisers,
}: SectionProps & { fixedAdvertisers?: readonly AdvertiserOption[] }): ReactElement {
  const agencyAdvertisers = useAgencyAdvertisers(fixedAdvertisers ? undefined : draft.agencyId);
  const advertisers = fixedAdvertisers ?? agencyAdvertisers.data ?? [];
  const products = useProductList(draft.kind === 'dashboard' ? draft.advertiserIds : []);
  const tabOptions = (products.data ?? []).map((p) => ({ value: p.tab, label: p.title }));
  const formatsOffered =
    draft.kind === 'businessReview'
      ? REVIEW_FORMATS
      : ALL_FORMATS.filter((f) => !products.data || products.data.some((p) => p.formats.includes(f)));

  // Dashboards no longer offered by every chosen advertiser are dropped.
  const offered = products.data?.map((p) => p.tab).join('\n');
  useEffect(() => {
    if (offered === undefined) return;
    const keep = draft.tabs.filter((tab) => offered.split('\n').includes(tab));
    if (keep.length !== draft.tabs.length) set({ tabs: keep });
  }, [offered, draft.tabs, set]);

  return (
    <Section title={TEXTS.sections.content}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={TEXTS.kind}>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.kind} onChange={(e) => set({ kind: e.currentTarget.value as ReportKind })}>
              {REPORT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={TEXTS.range}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.dateRange}
              onChange={(e) => set({ dateRange: e.currentTarget.value as ReportRange })}
            >
              {REPORT_RANGES.map((range) => (
                <option key={range} value={range}>
                  {REPORT_RANGE_LABELS[range]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <Stack gap="4">
        <CheckGroup
          legend={TEXTS.advertisers}
          hint={TEXTS.advertisersHint}
          options={advertisers.map((a) => ({ value: a.id, label: a.name }))}
          value={draft.advertiserIds}
          onChange={(advertiserIds) => set({ advertiserIds })}
          error={errors.advertiserIds}
        />
        {draft.kind === 'dashboard' ? (
          <CheckGroup
            legend={TEXTS.tabs}
            hint={TEXTS.tabsHint}
            options={tabOptions}
            value={draft.tabs}
            onChange={(tabs) => set({ tabs })}
            error={errors.tabs}
            emptyText={TEXTS.noTabs}
          />
        ) : null}
        <CheckGroup
          legend={TEXTS.formats}
          options={formatsOffered.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))}
          value={draft.formats}
          onChange={(formats) => set({ formats })}
          error={errors.formats}
        />
      </Stack>
    </Section>
  );
}
