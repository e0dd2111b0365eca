import type { ReactElement } from 'react';
import { FilterSelect as KitFilterSelect, type FilterSelectProps as KitProps } from '../../../admin-kit';
import { LABELS } from '../labels';

export type FilterSelectProps = Omit<KitProps, 'emptyLabel'> & {
  /** The empty choice's text. @default 'Any' */
  emptyLabel?: string;
};

/** The kit's filter select with this area's 'Any' as its empty choice. */
export function FilterSelect({ emptyLabel = LABELS.any, ...props }: FilterSelectProps): ReactElement {
  return <KitFilterSelect emptyLabel={emptyLabel} {...props} />;
}
