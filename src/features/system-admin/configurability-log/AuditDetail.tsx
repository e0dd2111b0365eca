import { Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { AuditDiff } from './AuditDiff';
import { RevertButton } from './RevertButton';
import type { AuditEntry } from './audit-api';

/** One entry opened: what changed (before → after) and, where its area allows, the revert. */
export function AuditDetail({ entry }: { entry: AuditEntry }): ReactElement {
  return (
    <Stack gap="3" py="2">
      {entry.reverts !== null ? <Text fontSize="sm">Reverts change #{entry.reverts}.</Text> : null}
      <AuditDiff area={entry.area} before={entry.before} after={entry.after} />
      {entry.revertible ? (
        <div>
          <RevertButton entry={entry} />
        </div>
      ) : null}
    </Stack>
  );
}
