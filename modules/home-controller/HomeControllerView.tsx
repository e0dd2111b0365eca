import { Box, Button, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import type { HomeControllerOptions } from './__generated__/options';
import type { HomeControllerData } from './transform';

/** Message of a user who has visited nothing yet. */
export const NO_RECENT_PAGES = 'No recent pages yet.';

/**
 * Recent pages as link-like buttons: navigation goes through the frame (the router lives above the renderer),
 * so these are buttons styled as links, not anchors.
 */
export function HomeControllerView({
  options,
  data,
  title,
  onNavigate,
}: ModuleViewProps<HomeControllerOptions, HomeControllerData>): ReactElement {
  if (data.links.length === 0) return <Text color="fg.muted">{NO_RECENT_PAGES}</Text>;
  return (
    <Box
      as="ul"
      listStyleType="none"
      aria-label={title ?? 'Recent pages'}
      display="flex"
      flexDirection="column"
      gap="1"
    >
      {data.links.map((link) => (
        <Box as="li" key={link.path} minW="0">
          <Button
            variant="plain"
            colorPalette="brand"
            color="colorPalette.fg"
            textDecoration="underline"
            px="0"
            h="auto"
            whiteSpace="normal"
            textAlign="start"
            onClick={() => onNavigate?.({ kind: 'path', path: link.path })}
          >
            {link.title}
          </Button>
          {options.showPaths ? (
            <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
              {link.path}
            </Text>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
