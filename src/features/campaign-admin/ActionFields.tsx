/** The form fields of each campaign-management dialog (actions.ts has what they mean). */
import { Checkbox, Field, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { FilterSelect } from '../../admin-kit';
import { MESSAGES, type MessageKey } from '../../domain/messages';
import { ALL_CAMPAIGN_TYPES, tacticDisplayName } from '../../domain/tactics';
import { userAtom } from '../../state/session.atoms';
import { ARCHIVE_YEARS, type ActionContext, type CampaignActionId } from './actions';
import { useAgencyAdvertisers } from './api';
import { LABELS } from './texts';

export interface FieldsProps {
  ctx: ActionContext;
  set(values: Record<string, string>): void;
}

const PRODUCTS = ALL_CAMPAIGN_TYPES.map((type) => ({ value: type, label: tacticDisplayName(type) })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; text: MessageKey }[];
  onChange(value: string): void;
}): ReactElement {
  return (
    <RadioGroup.Root size="sm" value={value} onValueChange={(e) => e.value && onChange(e.value)}>
      <RadioGroup.Label fontSize="sm" fontWeight="medium">
        {label}
      </RadioGroup.Label>
      <Stack gap="2" mt="2">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{MESSAGES[option.text]}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

function TextField({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  return (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" value={value} maxLength={200} onChange={(e) => onChange(e.currentTarget.value)} />
    </Field.Root>
  );
}

/** Another advertiser of the caller's active agency (GET /api/getAgencyAdvertisers/). */
function TargetPicker({ ctx, set, keepCurrent = false }: FieldsProps & { keepCurrent?: boolean }): ReactElement {
  const user = useAtomValue(userAtom);
  const advertisers = useAgencyAdvertisers(ctx.advertiser.agencyId ?? user?.active_agency_id ?? null);
  const options = (advertisers.data ?? [])
    .filter((a) => keepCurrent || a.id !== ctx.advertiser.id)
    .map((a) => ({ value: String(a.id), label: a.name }));
  if (advertisers.isSuccess && options.length === 0) return <Text color="fg.muted">{MESSAGES.caMoveNoTargets}</Text>;
  return (
    <FilterSelect
      label={MESSAGES.caMoveTarget}
      value={ctx.form.target ?? ''}
      options={options}
      emptyLabel="—"
      disabled={!advertisers.isSuccess}
      onChange={(value) =>
        set({ target: value ?? '', targetName: options.find((o) => o.value === value)?.label ?? '' })
      }
    />
  );
}

const RATE_HINTS: Readonly<Record<string, MessageKey>> = {
  CPM: 'caCpmHint',
  MARKUP: 'caMarkupHint',
  FLAT: 'caFlatHint',
};

function SpendFields({ ctx, set }: FieldsProps): ReactElement {
  const { form } = ctx;
  return (
    <Stack gap="3">
      <FilterSelect
        label={LABELS.spendType}
        value={form.spendType ?? 'CPM'}
        required
        emptyLabel=""
        options={['CPM', 'MARKUP', 'FLAT'].map((type) => ({ value: type, label: type }))}
        onChange={(value) => set({ spendType: value ?? 'CPM' })}
      />
      <Field.Root disabled={form.spendType === 'FLAT'}>
        <Field.Label>{LABELS.rate}</Field.Label>
        <Input
          size="sm"
          inputMode="decimal"
          value={form.spendType === 'FLAT' ? '' : (form.rate ?? '')}
          onChange={(e) => set({ rate: e.currentTarget.value })}
        />
        <Field.HelperText>{MESSAGES[RATE_HINTS[form.spendType ?? 'CPM'] ?? 'caCpmHint']}</Field.HelperText>
      </Field.Root>
      <Checkbox.Root
        size="sm"
        checked={form.hideSpend === 'true'}
        onCheckedChange={(e) => set({ hideSpend: String(e.checked === true) })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{MESSAGES.caHideSpendHint}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}

/** The fields of each action; an action without fields asks nothing beyond its campaign. */
export const ACTION_FIELDS: Partial<Record<CampaignActionId, (props: FieldsProps) => ReactElement>> = {
  permissions: ({ ctx, set }) => (
    <Choice
      label={LABELS.audience}
      value={ctx.form.audience ?? 'all'}
      options={[
        { value: 'all', text: 'caAudienceAll' },
        { value: 'staff', text: 'caAudienceStaff' },
      ]}
      onChange={(audience) => set({ audience })}
    />
  ),
  spend: SpendFields,
  rename: ({ ctx, set }) => (
    <TextField
      label={LABELS.friendlyName}
      value={ctx.form.friendlyName ?? ''}
      onChange={(friendlyName) => set({ friendlyName })}
    />
  ),
  move: ({ ctx, set }) => (
    <Stack gap="3">
      <TargetPicker ctx={ctx} set={set} />
      <Choice
        label={LABELS.shareLinks}
        value={ctx.form.shareLinks ?? 'remove'}
        options={[
          { value: 'remove', text: 'caShareLinksRemove' },
          { value: 'keep', text: 'caShareLinksKeep' },
        ]}
        onChange={(shareLinks) => set({ shareLinks })}
      />
    </Stack>
  ),
  product: ({ ctx, set }) => (
    <FilterSelect
      label={LABELS.product}
      value={ctx.form.newProduct ?? ''}
      emptyLabel="—"
      options={PRODUCTS.filter((p) => p.value !== ctx.campaign?.type)}
      onChange={(newProduct) => set({ newProduct: newProduct ?? '' })}
    />
  ),
  clone: ({ ctx, set }) => (
    <Stack gap="3">
      <TargetPicker ctx={ctx} set={set} keepCurrent />
      <TextField label={LABELS.newName} value={ctx.form.newName ?? ''} onChange={(newName) => set({ newName })} />
      <Choice
        label={LABELS.cloneKind}
        value={ctx.form.withHistory ?? 'false'}
        options={[
          { value: 'false', text: 'caCloneTemplate' },
          { value: 'true', text: 'caCloneHistory' },
        ]}
        onChange={(withHistory) => set({ withHistory })}
      />
    </Stack>
  ),
  archiveTactic: ({ ctx, set }) => (
    <FilterSelect
      label={LABELS.product}
      value={ctx.form.campaignType ?? ''}
      emptyLabel="—"
      options={PRODUCTS}
      onChange={(campaignType) => set({ campaignType: campaignType ?? '' })}
    />
  ),
  archiveYear: ({ ctx, set }) => (
    <Stack gap="3">
      <FilterSelect
        label={LABELS.year}
        value={ctx.form.year ?? ''}
        required
        emptyLabel=""
        options={ARCHIVE_YEARS.map((year) => ({ value: year, label: year }))}
        onChange={(year) => set({ year: year ?? '' })}
      />
      <FilterSelect
        label={LABELS.product}
        value={ctx.form.campaignType ?? ''}
        emptyLabel={LABELS.allProducts}
        options={PRODUCTS}
        onChange={(campaignType) => set({ campaignType: campaignType ?? '' })}
      />
    </Stack>
  ),
};
