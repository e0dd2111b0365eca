import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { InfoTip } from '../../src/ui/InfoTip';
import type { SectionHeaderOptions } from './__generated__/options';
import type { SectionHeaderData } from './transform';

/** The section's heading, subtitle and description; the title's tooltip (no mapKey) sits beside the heading. */
export function SectionHeaderView({
  data,
  title,
  tooltips,
}: ModuleViewProps<SectionHeaderOptions, SectionHeaderData>): ReactElement {
  const tip = tooltips.find((t) => !t.mapKey);
  return (
    <Box as="header" pb="2" borderBottomWidth={data.divider ? '1px' : undefined}>
      {title ? (
        <Heading as={data.level === 3 ? 'h3' : 'h2'} size={data.level === 3 ? 'md' : 'lg'} wordBreak="break-word">
          {title}
          {tip ? <InfoTip tooltip={tip} /> : null}
        </Heading>
      ) : null}
      {data.subtitle ? (
        <Text fontSize="md" color="fg.muted" fontWeight="medium">
          {data.subtitle}
        </Text>
      ) : null}
      {data.description ? (
        <Text fontSize="sm" mt="1" maxW="prose">
          {data.description}
        </Text>
      ) : null}
    </Box>
  );
}
