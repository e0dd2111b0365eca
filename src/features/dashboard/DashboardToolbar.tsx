import { Box, Button, Flex, Heading, HStack, Image, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { DateRangePicker } from '../../ui/DateRangePicker';
import type { DashboardSelection } from '../../state/selection';

/** Props of the bar above a dashboard. */
export interface DashboardToolbarProps {
  heading: string;
  subheading?: string;
  selection: DashboardSelection;
  onSelection(next: DashboardSelection): void;
  onReload(): void;
  picker: ReactNode;
  /** Extra buttons or menus beside Refresh (campaign options…). */
  actions?: ReactNode;
  /** The advertiser's own logo, shown before the name; one that cannot be fetched is left out. @default none */
  logo?: string | null;
  /** A small line under the toolbar (how fresh the data is). @default none */
  note?: ReactNode;
}

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = (): void => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = (): void => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return [on, toggle];
}

/** Advertiser name, date range, campaign picker, today view, refresh past the caches and fullscreen. */
export function DashboardToolbar({
  heading,
  subheading,
  selection,
  onSelection,
  onReload,
  picker,
  actions,
  logo = null,
  note = null,
}: DashboardToolbarProps): ReactElement {
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  return (
    <Box mb="4">
      <Flex justify="space-between" align="baseline" gap="2" flexWrap="wrap" mb="2">
        <HStack gap="3" minWidth="0" align="center">
          {logo && logo !== brokenLogo ? (
            <Image
              src={logo}
              alt={`${heading} logo`}
              maxH="10"
              maxW="32"
              fit="contain"
              onError={() => setBrokenLogo(logo)}
            />
          ) : null}
          <Box minWidth="0">
            <Heading as="h1" size="lg" overflowWrap="anywhere">
              {heading}
            </Heading>
            {subheading ? <Text color="fg.muted">{subheading}</Text> : null}
          </Box>
        </HStack>
        {/* Wraps onto more lines on a narrow screen rather than widen the page. */}
        <HStack gap="2" flexWrap="wrap" minWidth="0">
          {actions}
          <Button size="sm" variant="outline" onClick={onReload} aria-label="Refresh data">
            ↻ Refresh
          </Button>
          <Button size="sm" variant="outline" onClick={toggleFullscreen} aria-pressed={fullscreen}>
            {fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
          </Button>
        </HStack>
      </Flex>
      <HStack gap="2" flexWrap="wrap" minWidth="0">
        <Button
          size="sm"
          variant={selection.today ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={selection.today}
          onClick={() => onSelection({ ...selection, today: !selection.today })}
        >
          Today
        </Button>
        {selection.today ? null : (
          <DateRangePicker
            daterange={selection.daterange}
            startdate={selection.startdate}
            enddate={selection.enddate}
            onChange={(range) => onSelection({ ...selection, ...range })}
          />
        )}
        {picker}
      </HStack>
      {note ? (
        <Box mt="2" data-toolbar-note="">
          {note}
        </Box>
      ) : null}
    </Box>
  );
}
