/** A miniature dashboard in a theme: toolbar with logo, tabs, KPI tiles, charts in the chart colours, footer. */
import { Box, Button, Flex, Grid, Image, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ThemeRecord } from '../../../domain/theme';
import { PreviewBars, PreviewPie } from './PreviewCharts';

const TABS = ['Summary', 'CTV', 'Display'];
const KPIS = [
  { label: 'Imps', value: '1.24M' },
  { label: 'Clicks', value: '3,482' },
  { label: 'CTR', value: '0.28%' },
];

export interface PreviewDashboardProps {
  theme: ThemeRecord;
}

export function PreviewDashboard({ theme }: PreviewDashboardProps): ReactElement {
  return (
    <Box bg="bg.canvas" color="fg" fontFamily="body" borderRadius="md" overflow="hidden" borderWidth="1px">
      <Flex bg="brand.toolbar" color="brand.toolbarText" px="3" py="2" align="center" gap="3">
        <Image src={theme.logo} alt={`${theme.companyName} logo`} maxH="7" />
        <Text fontSize="sm" ml="auto" truncate>
          Northwind Coffee · Last 30 days
        </Text>
      </Flex>
      <Flex gap="1" px="3" pt="2" borderBottomWidth="1px" overflowX="auto">
        {TABS.map((tab, index) => (
          <Text
            key={tab}
            px="2"
            py="1"
            fontSize="sm"
            fontWeight={index === 0 ? 'bold' : 'normal'}
            borderBottomWidth="3px"
            borderColor={index === 0 ? 'brand.solid' : 'transparent'}
          >
            {tab}
          </Text>
        ))}
        <Button size="xs" colorPalette="brand" ml="auto" mb="1">
          Export
        </Button>
      </Flex>
      <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2" p="3">
        {KPIS.map((kpi) => (
          <Box key={kpi.label} bg="white" borderRadius="md" borderTopWidth="3px" borderColor="brand.solid" p="2">
            <Text fontSize="xs" color="fg.muted">
              {kpi.label}
            </Text>
            <Text fontSize="lg" fontWeight="bold">
              {kpi.value}
            </Text>
          </Box>
        ))}
      </Grid>
      <Grid templateColumns={{ base: '1fr', sm: '3fr 2fr' }} gap="2" px="3" pb="3">
        <Box bg="white" borderRadius="md" p="2">
          <PreviewBars theme={theme} />
        </Box>
        <Box bg="white" borderRadius="md" p="2" color="fg">
          <PreviewPie theme={theme} />
        </Box>
      </Grid>
      <Flex bg="brand.footer" color="brand.footerText" px="3" py="2" fontSize="xs" gap="2">
        <Text>© {theme.companyName}</Text>
        <Text color="brand.error" ml="auto" fontWeight="bold">
          Pacing −24%
        </Text>
        <Text color="brand.success" fontWeight="bold">
          VCR 92%
        </Text>
      </Flex>
    </Box>
  );
}
