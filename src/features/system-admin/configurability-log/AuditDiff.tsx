import { Badge, List, Table, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { KIT_TEXTS } from '../../../admin-kit';
import { fieldChanges, layoutChangeTexts } from './audit-diff';

export interface AuditDiffProps {
  area: string;
  before: unknown;
  after: unknown;
}

const PALETTE = { added: 'green', removed: 'red', changed: 'blue' } as const;

/** An entry's before/after, readable: a layout's changes in words, any other object field by field. */
export function AuditDiff({ area, before, after }: AuditDiffProps): ReactElement {
  if (area === 'layouts') {
    const texts = layoutChangeTexts(before, after);
    if (!texts.length) return <Text fontSize="sm">{KIT_TEXTS.noChanges}</Text>;
    return (
      <List.Root fontSize="sm" ps="4">
        {texts.map((text, index) => (
          <List.Item key={index}>{text}</List.Item>
        ))}
      </List.Root>
    );
  }
  const changes = fieldChanges(before, after);
  if (!changes.length) return <Text fontSize="sm">{KIT_TEXTS.noChanges}</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Changes">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Field</Table.ColumnHeader>
            <Table.ColumnHeader>Before</Table.ColumnHeader>
            <Table.ColumnHeader>After</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {changes.map((change) => (
            <Table.Row key={change.field}>
              <Table.Cell fontFamily="mono" verticalAlign="top">
                {change.field}{' '}
                <Badge size="xs" colorPalette={PALETTE[change.change]}>
                  {KIT_TEXTS[change.change]}
                </Badge>
              </Table.Cell>
              <Table.Cell verticalAlign="top" whiteSpace="pre-wrap" wordBreak="break-word">
                {change.before}
              </Table.Cell>
              <Table.Cell verticalAlign="top" whiteSpace="pre-wrap" wordBreak="break-word">
                {change.after}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
