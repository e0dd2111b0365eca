import type { ReactElement } from 'react';
import { FilterSelect } from '../../../admin-kit';
import type { AdvertiserOption } from '../api';
import { TEXTS } from '../texts';

export interface ScopePickerProps {
  mode: 'agency' | 'advertiser';
  options: readonly AdvertiserOption[];
  value: number | undefined;
  onChange(id: number): void;
}

/** The agency (or advertiser) whose reports the list shows; only offered when there is more than one. */
export function ScopePicker({ mode, options, value, onChange }: ScopePickerProps): ReactElement | null {
  if (options.length < 2) return null;
  return (
    <FilterSelect
      label={mode === 'agency' ? TEXTS.agency : TEXTS.advertiser}
      value={value === undefined ? '' : String(value)}
      options={options.map((o) => ({ value: String(o.id), label: o.name }))}
      onChange={(next) => next && onChange(Number(next))}
      emptyLabel=""
      required
    />
  );
}
