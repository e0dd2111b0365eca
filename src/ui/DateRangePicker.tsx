import { Box, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { CUSTOM_RANGE } from '../domain/constants';
import { DATE_PRESET_LABELS } from '../domain/date-range-labels';
import { DATE_PRESETS } from '../domain/date-presets';

/** Props of the range picker: the current range and what to do with a new one. */
export interface DateRangePickerProps {
  daterange: string;
  startdate?: string;
  enddate?: string;
  onChange(range: { daterange: string; startdate?: string; enddate?: string }): void;
}

/** Presets of 000 §9 plus customRange with two dates; a custom range applies once both dates are valid. */
export function DateRangePicker({ daterange, startdate, enddate, onChange }: DateRangePickerProps): ReactElement {
  const [custom, setCustom] = useState({ start: startdate ?? '', end: enddate ?? '' });
  const isCustom = daterange === CUSTOM_RANGE;
  const applyCustom = (start: string, end: string): void => {
    setCustom({ start, end });
    if (start && end && start <= end) onChange({ daterange: CUSTOM_RANGE, startdate: start, enddate: end });
  };
  return (
    <HStack gap="2" flexWrap="wrap">
      <NativeSelect.Root size="sm" width="44">
        <NativeSelect.Field
          aria-label="Date range"
          value={daterange}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === CUSTOM_RANGE) setCustom({ start: startdate ?? '', end: enddate ?? '' });
            if (value !== CUSTOM_RANGE) onChange({ daterange: value });
            else if (startdate && enddate) onChange({ daterange: value, startdate, enddate });
            else onChange({ daterange: value });
          }}
        >
          {DATE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {DATE_PRESET_LABELS[preset]}
            </option>
          ))}
          <option value={CUSTOM_RANGE}>Custom Range</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {isCustom ? (
        <HStack gap="1">
          <Input
            size="sm"
            type="date"
            aria-label="Start date"
            value={custom.start}
            onChange={(e) => applyCustom(e.currentTarget.value, custom.end)}
          />
          <Text fontSize="sm">to</Text>
          <Input
            size="sm"
            type="date"
            aria-label="End date"
            value={custom.end}
            onChange={(e) => applyCustom(custom.start, e.currentTarget.value)}
          />
          {custom.start && custom.end && custom.start > custom.end ? (
            <Box role="alert" color="red.600" fontSize="xs">
              The start date is after the end date.
            </Box>
          ) : null}
        </HStack>
      ) : null}
    </HStack>
  );
}
