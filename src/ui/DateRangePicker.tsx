import { Box, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { CUSTOM_RANGE } from '../domain/constants';
import { isCompleteCustomRange } from '../domain/date-range';
import { DATE_PRESET_LABELS } from '../domain/date-range-labels';
import { DATE_PRESETS } from '../domain/date-presets';

/** Props of the range picker: the current range and what to do with a new one. */
export interface DateRangePickerProps {
  daterange: string;
  startdate?: string;
  enddate?: string;
  onChange(range: { daterange: string; startdate?: string; enddate?: string }): void;
}

/**
 * Presets of 000 §9 plus customRange with two dates. Choosing Custom Range opens the two date fields without
 * changing the dashboard; a custom range is handed on only once it is complete and valid (`isCompleteCustomRange`),
 * so the half-typed dates a date field reports on the way (0002-…, 0020-…) never become requests.
 */
export function DateRangePicker({ daterange, startdate, enddate, onChange }: DateRangePickerProps): ReactElement {
  const [custom, setCustom] = useState({ start: startdate ?? '', end: enddate ?? '' });
  /** Custom Range chosen, its dates not yet complete: the dashboard still shows the previous range. */
  const [customOpen, setCustomOpen] = useState(false);
  const isCustom = daterange === CUSTOM_RANGE || customOpen;
  const applyCustom = (start: string, end: string): void => {
    setCustom({ start, end });
    const changed = daterange !== CUSTOM_RANGE || start !== startdate || end !== enddate;
    if (changed && isCompleteCustomRange(start, end)) {
      setCustomOpen(false);
      onChange({ daterange: CUSTOM_RANGE, startdate: start, enddate: end });
    }
  };
  const reversed = custom.start !== '' && custom.end !== '' && custom.start > custom.end;
  return (
    <HStack gap="2" flexWrap="wrap" minWidth="0">
      <NativeSelect.Root size="sm" width="44" maxWidth="full">
        <NativeSelect.Field
          aria-label="Date range"
          value={isCustom ? CUSTOM_RANGE : daterange}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value !== CUSTOM_RANGE) {
              setCustomOpen(false);
              onChange({ daterange: value });
              return;
            }
            const start = startdate ?? custom.start;
            const end = enddate ?? custom.end;
            setCustom({ start, end });
            if (isCompleteCustomRange(start, end)) onChange({ daterange: value, startdate: start, enddate: end });
            else setCustomOpen(true);
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
        <HStack gap="1" flexWrap="wrap" minWidth="0">
          <Input
            size="sm"
            type="date"
            width="auto"
            aria-label="Start date"
            value={custom.start}
            onChange={(e) => applyCustom(e.currentTarget.value, custom.end)}
          />
          <Text fontSize="sm">to</Text>
          <Input
            size="sm"
            type="date"
            width="auto"
            aria-label="End date"
            value={custom.end}
            onChange={(e) => applyCustom(custom.start, e.currentTarget.value)}
          />
          {reversed ? (
            <Box role="alert" color="red.600" fontSize="xs">
              The start date is after the end date.
            </Box>
          ) : null}
        </HStack>
      ) : null}
    </HStack>
  );
}
