/** Small pieces every agency admin view uses: the status badge, the time zone choices, an error's text. */
import { Badge } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { FieldOption } from '../../admin-kit';
import type { TenantStatus } from './types';
import { LABELS } from './labels';

export function StatusBadge({ status }: { status: TenantStatus }): ReactElement {
  return status === 'active' ? (
    <Badge colorPalette="green">{LABELS.active}</Badge>
  ) : (
    <Badge colorPalette="gray">{LABELS.inactive}</Badge>
  );
}

/** Every IANA time zone the browser knows, plus `current` when it is not one of them (kept, not lost). */
export function timeZoneOptions(current?: string): FieldOption[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** 'Nov 20, 2026' for an ISO date-time; the text as given when it is not one. */
export function dateText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
