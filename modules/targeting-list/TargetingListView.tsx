import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import type { TargetingListOptions } from './__generated__/options';
import type { TargetingGroup, TargetingListData } from './transform';

function Section({ group }: { group: TargetingGroup }): ReactElement {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading
        as="h3"
        id={headingId}
        size="xs"
        mb="1.5"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {group.title}
      </Heading>
      {group.values.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          None in this selection
        </Text>
      ) : (
        <Box
          as="ul"
          aria-labelledby={headingId}
          display="flex"
          flexWrap="wrap"
          gap="1.5"
          listStyleType="none"
          m="0"
          p="0"
        >
          {group.values.map((value) => (
            <Box as="li" key={value}>
              <Badge colorPalette="gray" variant="subtle" size="md" maxW="full" whiteSpace="normal" textAlign="start">
                {value}
              </Badge>
            </Box>
          ))}
          {group.more > 0 ? (
            <Box as="li">
              <Text as="span" fontSize="sm" color="fg.muted">
                +{group.more} more
              </Text>
            </Box>
          ) : null}
        </Box>
      )}
    </Box>
  );
}

/** The selection's targeting as chips, one labelled list per section. */
export function TargetingListView({ data }: ModuleViewProps<TargetingListOptions, TargetingListData>): ReactElement {
  return (
    <Stack gap="4">
      {data.sections.map((group) => (
        <Section key={group.field} group={group} />
      ))}
    </Stack>
  );
}
