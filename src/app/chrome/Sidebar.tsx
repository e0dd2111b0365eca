import { Box, Heading, List } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { SIDEBAR_GROUPS } from '../../domain/tactic-groups';

/** Sidebar placeholder: the tactic groups of 000 §2; their tactics arrive with the dashboard issue. */
export function Sidebar(): ReactElement {
  return (
    <Box
      as="nav"
      aria-label="Products"
      width="56"
      flexShrink={0}
      borderRightWidth="1px"
      bg="white"
      px="4"
      py="4"
      display={{ base: 'none', md: 'block' }}
    >
      <Heading as="h2" size="xs" textTransform="uppercase" color="fg.muted" mb="2">
        Products
      </Heading>
      <List.Root listStyle="none" gap="1">
        {SIDEBAR_GROUPS.map((group) => (
          <List.Item key={group} fontSize="sm" py="1">
            {group}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
