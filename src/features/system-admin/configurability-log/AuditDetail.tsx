import { Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { JsonDiff } from '../../../admin-kit';
import { RevertButton } from './RevertButton';
import type { AuditEntry } from './audit-api';

/** One entry opened: what changed (before → after) and, where its area allows, the revert. */
export function AuditDetail({ entry }: { entry: AuditEntry }): ReactElement {
  return (
    <Stack gap="3">
      {entry.reverts !== null ? <Text fontSize="sm">Reverts change #{entry.reverts}.</Text> : null}
      <JsonDiff before={entry.before} after={entry.after} />
      {entry.revertible ? <RevertButton entry={entry} /> : null}
    </Stack>
  );
}
