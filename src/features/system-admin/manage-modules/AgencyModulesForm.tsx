import { Button, Heading, HStack, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactElement } from 'react';
import type { AgencyKind } from './api';
import { changesOf, type ModuleChanges } from './changes';

/** Props of one agency's module switches. */
export interface AgencyModulesFormProps {
  kinds: readonly AgencyKind[];
  /** Called with the changes and the resulting switched-off kinds; the screen confirms and saves. */
  onSave(changes: ModuleChanges, disabled: string[]): void;
  onCancel(): void;
  busy?: boolean;
}

const GROUPS: readonly { category: string; label: string }[] = [
  { category: 'chart', label: 'Charts' },
  { category: 'table', label: 'Tables' },
  { category: 'map', label: 'Maps' },
  { category: 'summary', label: 'Summaries' },
  { category: 'controller', label: 'Controllers' },
  { category: 'layout', label: 'Layout' },
];

/** Every module kind as a switch (on: the agency's dashboards and editor show it), grouped by category. */
export function AgencyModulesForm({ kinds, onSave, onCancel, busy = false }: AgencyModulesFormProps): ReactElement {
  const [enabled, setEnabled] = useState<ReadonlySet<string>>(
    () => new Set(kinds.filter((k) => k.enabled).map((k) => k.kind)),
  );
  const changes = useMemo(() => changesOf(kinds, enabled), [kinds, enabled]);
  const changed = changes.disable.length + changes.enable.length > 0;
  const toggle = (kind: string, on: boolean): void =>
    setEnabled((current) => {
      const next = new Set(current);
      if (on) next.add(kind);
      else next.delete(kind);
      return next;
    });
  const known = new Set(GROUPS.map((g) => g.category));
  const groups = [...GROUPS, { category: 'other', label: 'Other' }];
  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="sm">
        {enabled.size} of {kinds.length} kinds on. A kind switched off disappears from the agency’s dashboards, shared
        links and exports, and from the layout editor’s palette.
      </Text>
      {groups.map(({ category, label }) => {
        const inGroup = kinds.filter((k) => (category === 'other' ? !known.has(k.category) : k.category === category));
        if (inGroup.length === 0) return null;
        return (
          <Stack key={category} gap="2" as="fieldset">
            <Heading as="legend" size="sm" mb="2">
              {label}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
              {inGroup.map((k) => (
                <Switch.Root
                  key={k.kind}
                  checked={enabled.has(k.kind)}
                  onCheckedChange={(details) => toggle(k.kind, details.checked)}
                  colorPalette="brand"
                  alignItems="flex-start"
                >
                  <Switch.HiddenInput />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>
                    <Text as="span" display="block">
                      {k.title}
                    </Text>
                    <Text as="span" display="block" fontSize="xs" color="fg.muted" fontFamily="mono">
                      {k.kind}
                    </Text>
                  </Switch.Label>
                </Switch.Root>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
      <HStack justify="flex-end" gap="2" position="sticky" bottom="0" bg="bg.panel" py="3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          colorPalette="brand"
          disabled={!changed}
          loading={busy}
          onClick={() =>
            onSave(
              changes,
              kinds.filter((k) => !enabled.has(k.kind)).map((k) => k.kind),
            )
          }
        >
          Save
        </Button>
      </HStack>
    </Stack>
  );
}
