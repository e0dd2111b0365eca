import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
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
          ) : (
            <Input
              size="sm"
              type={filter.kind === 'date' ? 'date' : 'text'}
              value={value(filter.name)}
              onChange={(event) => listState.setFilter(filter.name, event.currentTarget.value || undefined)}
            />
          )}
        </Field.Root>
      ))}
    </Stack>
  );
}
