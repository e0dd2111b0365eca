import { List, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { JsonDiff, KIT_TEXTS } from '../../../admin-kit';
import { layoutChangeTexts } from './audit-diff';

export interface AuditDiffProps {
  area: string;
  before: unknown;
  after: unknown;
}

/**
 * An entry's before/after, readable: a layout's changes in words (the layout editor's own diff, sections and
 * modules by id), any other object through the kit's JsonDiff (one line per added, removed or changed path).
 */
export function AuditDiff({ area, before, after }: AuditDiffProps): ReactElement {
  if (area !== 'layouts') return <JsonDiff before={before} after={after} />;
  const texts = layoutChangeTexts(before, after);
  if (!texts.length) return <Text fontSize="sm">{KIT_TEXTS.noChanges}</Text>;
  return (
    <List.Root fontSize="sm" ps="4" aria-label="Changes">
      {texts.map((text, index) => (
        <List.Item key={index}>{text}</List.Item>
      ))}
    </List.Root>
  );
}
