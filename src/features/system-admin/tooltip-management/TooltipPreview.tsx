import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { messageText } from '../../../domain/messages';
import { InfoTip } from '../../../ui/InfoTip';

export interface TooltipPreviewProps {
  title: string;
  message: string;
  /** The key, for the info button's tooltip identity. */
  tooltipKey: string;
}

/**
 * A tooltip as a dashboard shows it: a tile heading with the ⓘ button (the dashboards' own InfoTip; hover or focus it)
 * and, below, the open tooltip's text drawn the way the dashboard's tooltip draws it.
 */
export function TooltipPreview({ title, message, tooltipKey }: TooltipPreviewProps): ReactElement {
  const text = message.trim();
  return (
    <Box
      as="figure"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg="bg.panel"
      aria-label={messageText('tooltipPreviewLabel')}
    >
      <Text as="figcaption" fontSize="xs" color="fg.muted" mb="2">
        {messageText('tooltipPreviewLabel')}
      </Text>
      <Flex align="center" mb="3">
        <Heading as="h3" size="sm">
          {title.trim() || tooltipKey}
        </Heading>
        {text ? <InfoTip tooltip={{ key: tooltipKey, title: title.trim() || undefined, message: text }} /> : null}
      </Flex>
      {text ? (
        <Box bg="bg.inverted" color="fg.inverted" borderRadius="sm" px="2.5" py="1.5" fontSize="sm" maxW="xs">
          {title.trim() ? <strong>{title.trim()}. </strong> : null}
          {text}
        </Box>
      ) : null}
    </Box>
  );
}
