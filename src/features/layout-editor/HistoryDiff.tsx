import { Badge, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { LayoutChange, LayoutChangeKind } from '../../domain/layout/diff';

/** Props of the readable diff between two layout versions. */
export interface HistoryDiffProps {
  changes: readonly LayoutChange[];
}

/** How a kind of change is marked: the badge text (never colour alone), its palette and a small glyph. */
interface ChangeMark {
  label: string;
  palette: 'green' | 'red' | 'orange' | 'gray';
  glyph: string;
}

const ADDED: ChangeMark = { label: 'Added', palette: 'green', glyph: '+' };
const REMOVED: ChangeMark = { label: 'Removed', palette: 'red', glyph: '−' };
const RENAMED: ChangeMark = { label: 'Renamed', palette: 'gray', glyph: '✎' };
const MOVED: ChangeMark = { label: 'Moved', palette: 'gray', glyph: '↕' };
const CHANGED: ChangeMark = { label: 'Changed', palette: 'gray', glyph: '•' };

const MARKS: Record<LayoutChangeKind, ChangeMark> = {
  document: { label: 'Replaced', palette: 'gray', glyph: '⟳' },
  config: { label: 'Setting', palette: 'gray', glyph: '⚙' },
  'section-added': ADDED,
  'section-removed': REMOVED,
  'section-renamed': RENAMED,
  'section-moved': MOVED,
  'section-changed': CHANGED,
  'module-added': ADDED,
  'module-removed': REMOVED,
  'module-moved': MOVED,
  'module-resized': { label: 'Resized', palette: 'gray', glyph: '⤢' },
  'module-renamed': RENAMED,
  'module-disabled': { label: 'Disabled', palette: 'orange', glyph: '⊘' },
  'module-enabled': { label: 'Enabled', palette: 'green', glyph: '✓' },
  'module-options': { label: 'Options', palette: 'gray', glyph: '☰' },
  'module-tooltips': { label: 'Tooltips', palette: 'gray', glyph: '?' },
  'module-changed': CHANGED,
};

/** The groups, in the order shown: sections, modules, page settings, then a whole-document replacement. */
const GROUPS: readonly { title: string; holds(kind: LayoutChangeKind): boolean }[] = [
  { title: 'Sections', holds: (kind) => kind.startsWith('section-') },
  { title: 'Modules', holds: (kind) => kind.startsWith('module-') },
  { title: 'Page settings', holds: (kind) => kind === 'config' },
  { title: 'Document', holds: (kind) => kind === 'document' },
];

/** What changed between two versions, grouped, each change with a badge saying what kind of change it is. */
export function HistoryDiff({ changes }: HistoryDiffProps): ReactElement {
  if (changes.length === 0) return <Text color="fg.muted">No differences.</Text>;
  return (
    <Stack gap="4">
      {GROUPS.map((group) => {
        const shown = changes.filter((c) => group.holds(c.kind));
        if (shown.length === 0) return null;
        return (
          <Box key={group.title} as="section" aria-label={group.title}>
            <Heading as="h3" size="sm" mb="2">
              {group.title}
            </Heading>
            <Stack as="ul" gap="1.5" listStyleType="none" aria-label={`${group.title} changes`}>
              {shown.map((change, i) => {
                const mark = MARKS[change.kind];
                return (
                  <HStack as="li" key={`${change.path}-${i}`} gap="2" align="baseline" title={change.path}>
                    <Badge colorPalette={mark.palette} variant="subtle" minW="5.5rem" flexShrink={0}>
                      <span aria-hidden="true">{mark.glyph}</span>
                      {mark.label}
                    </Badge>
                    <Text fontSize="sm">{change.text}</Text>
                  </HStack>
                );
              })}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
