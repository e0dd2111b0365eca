import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useEffect, useState, type ReactElement } from 'react';
import { KIT_TEXTS, type ListState } from '../../../admin-kit';
import type { LogFilter } from './log-config';

export interface LogFiltersProps {
  filters: readonly LogFilter[];
  listState: ListState;
  /** What a filter shows while the URL has no value for it (the default 'after'). */
  defaults: Readonly<Record<string, string>>;
}

/** A log's filter controls, each labelled, their values in the URL with the rest of the list state. */
export function LogFilters({ filters, listState, defaults }: LogFiltersProps): ReactElement {
  const value = (name: string): string => listState.state.filters[name] ?? defaults[name] ?? '';
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="2" wrap="wrap" align={{ sm: 'end' }}>
      {filters.map((filter) => (
        <Field.Root key={filter.name} width={{ base: '100%', sm: filter.kind === 'date' ? '40' : '48' }}>
          <Field.Label fontSize="xs">{filter.label}</Field.Label>
          {filter.kind === 'select' ? (
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={value(filter.name)}
                onChange={(event) => listState.setFilter(filter.name, event.currentTarget.value || undefined)}
              >
                <option value="">{KIT_TEXTS.any}</option>
                {(filter.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : filter.kind === 'date' ? (
            <Input
              size="sm"
              type="date"
              value={value(filter.name)}
              onChange={(event) => listState.setFilter(filter.name, event.currentTarget.value || undefined)}
            />
          ) : (
            <TextFilter
              value={value(filter.name)}
              onSettle={(text) => listState.setFilter(filter.name, text || undefined)}
            />
          )}
        </Field.Root>
      ))}
    </Stack>
  );
}

/** A text filter: what is typed shows at once, the URL (and the query) follow after a pause. */
function TextFilter({ value, onSettle }: { value: string; onSettle(text: string): void }): ReactElement {
  const [typed, setTyped] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setTyped(value);
  }
  useEffect(() => {
    if (typed === value) return;
    const timer = window.setTimeout(() => onSettle(typed), 300);
    return () => window.clearTimeout(timer);
  }, [typed, value, onSettle]);
  return <Input size="sm" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />;
}
