import { Badge } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LABELS } from '../labels';
import type { TenantStatus } from '../types';

/** Active (green) or Inactive (grey); nothing when the answer has no status. */
export function StatusBadge({ status }: { status: TenantStatus | undefined }): ReactElement | null {
  if (!status) return null;
  return (
    <Badge size="sm" colorPalette={status === 'active' ? 'green' : 'gray'}>
      {status === 'active' ? LABELS.active : LABELS.inactive}
    </Badge>
  );
}
