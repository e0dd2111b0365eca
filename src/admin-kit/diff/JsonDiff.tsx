import { Badge, Box, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactElement } from 'react';
import { KIT_TEXTS } from '../texts';
import { diffJson, showValue, type JsonChangeKind } from './json-diff';

export interface JsonDiffProps {
  before: unknown;
  after: unknown;
  /** The list's accessible name. @default 'Changes' */
  label?: string;
}

/** Each kind is marked by a word and a glyph (never by colour alone). */
const MARKS: Record<JsonChangeKind, { label: string; palette: 'green' | 'red' | 'gray'; glyph: string }> = {
  added: { label: KIT_TEXTS.added, palette: 'green', glyph: '+' },
  removed: { label: KIT_TEXTS.removed, palette: 'red', glyph: '−' },
  changed: { label: KIT_TEXTS.changed, palette: 'gray', glyph: '•' },
};

/** What changed between an object's before and after: one line per added, removed or changed path. */
export function JsonDiff({ before, after, label = 'Changes' }: JsonDiffProps): ReactElement {
  const changes = useMemo(() => diffJson(before, after), [before, after]);
  if (changes.length === 0) return <Text color="fg.muted">{KIT_TEXTS.noChanges}</Text>;
  return (
    <Stack as="ul" gap="1.5" listStyleType="none" aria-label={label} fontSize="sm">
      {changes.map((change) => {
        const mark = MARKS[change.kind];
        return (
          // position: the visually hidden 'to' is placed within the line, so inside a table's scroll area it
          // cannot widen the page (an absolute box escapes a scroll area that is not its containing block).
          <HStack
            as="li"
            key={`${change.kind}:${change.path}`}
            gap="2"
            align="baseline"
            wrap="wrap"
            position="relative"
          >
            <Badge colorPalette={mark.palette} variant="subtle" minW="5.5rem" flexShrink={0}>
              <span aria-hidden="true">{mark.glyph}</span>
              {mark.label}
            </Badge>
            <Code variant="plain" fontWeight="semibold">
              {change.path || '(value)'}
            </Code>
            <Box minW="0" wordBreak="break-word">
              {change.kind === 'added' ? <Code variant="plain">{showValue(change.after)}</Code> : null}
              {change.kind === 'removed' ? (
                <Code variant="plain" textDecoration="line-through" color="fg.muted">
                  {showValue(change.before)}
                </Code>
              ) : null}
              {change.kind === 'changed' ? (
                <>
                  <Code variant="plain" textDecoration="line-through" color="fg.muted">
                    {showValue(change.before)}
                  </Code>
                  <Text as="span" aria-hidden="true" mx="1">
                    →
                  </Text>
                  <Box srOnly as="span">
                    {KIT_TEXTS.to}
                  </Box>
                  <Code variant="plain">{showValue(change.after)}</Code>
                </>
              ) : null}
            </Box>
          </HStack>
        );
      })}
    </Stack>
  );
}
