/** The first page of a PDF export in a theme: the export's header band (advertiser, title, dates, logo) and a page. */
import { Box, Flex, Grid, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ThemeRecord } from '../../../domain/theme';
import { PreviewBars, PreviewPie, seriesColor } from './PreviewCharts';

const ROWS = [
  { name: 'Spring promo', imps: '612,400', ctr: '0.31%' },
  { name: 'Always on', imps: '455,020', ctr: '0.24%' },
  { name: 'Retargeting', imps: '172,900', ctr: '0.41%' },
];

export interface PreviewPdfPageProps {
  theme: ThemeRecord;
}

export function PreviewPdfPage({ theme }: PreviewPdfPageProps): ReactElement {
  return (
    <Box bg="gray.100" p={{ base: '2', md: '4' }} borderRadius="md">
      <Box
        bg="white"
        color="fg"
        fontFamily="body"
        mx="auto"
        maxW="2xl"
        aspectRatio={{ md: '1.414' }}
        p="4"
        boxShadow="md"
        aria-label="PDF page"
      >
        <Flex
          bg="brand.toolbar"
          color="brand.toolbarText"
          borderRadius="md"
          px="4"
          py="3"
          gap="4"
          align="center"
          wrap="wrap"
        >
          <Stack gap="0" flex="1 1 10rem" minW="0">
            <Heading as="h3" size="md" color="brand.toolbarText">
              Northwind Coffee
            </Heading>
            <Text fontSize="sm" fontWeight="semibold">
              Summary
            </Text>
            <Text fontSize="sm">2026-05-01 to 2026-05-31</Text>
          </Stack>
          <Image src={theme.logo} alt={`${theme.companyName} logo`} maxH="10" maxW="full" ml="auto" />
        </Flex>
        <Grid templateColumns={{ base: '1fr', sm: '3fr 2fr' }} gap="3" mt="3">
          <PreviewBars theme={theme} height={90} />
          <PreviewPie theme={theme} height={90} />
        </Grid>
        <Box as="table" width="100%" fontSize="xs" mt="2">
          <thead>
            <tr>
              {['Campaign', 'Imps', 'CTR'].map((label) => (
                <Box as="th" key={label} textAlign="left" borderBottomWidth="2px" borderColor="brand.solid" py="1">
                  {label}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row, index) => (
              <tr key={row.name}>
                <Box as="td" py="1">
                  <Box as="span" display="inline-block" boxSize="2" mr="2" bg={seriesColor(theme, index)} />
                  {row.name}
                </Box>
                <td>{row.imps}</td>
                <td>{row.ctr}</td>
              </tr>
            ))}
          </tbody>
        </Box>
        <Text fontSize="xs" color="fg.muted" mt="2" textAlign="right">
          {theme.companyName} · page 1
        </Text>
      </Box>
    </Box>
  );
}
