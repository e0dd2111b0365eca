import { Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import type { TextCampaignSummaryOptions } from './__generated__/options';
import type { TextCampaignSummaryData } from './transform';

/** The generated summary as one paragraph; a pacing warning is drawn in the error colour and says so in words. */
export function TextCampaignSummaryView({
  data,
}: ModuleViewProps<TextCampaignSummaryOptions, TextCampaignSummaryData>): ReactElement {
  return (
    <Text fontSize="md" lineHeight="tall">
      {data.sentences.map((sentence, i) => (
        <Text
          as="span"
          key={i}
          color={sentence.warn ? 'fg.error' : undefined}
          fontWeight={sentence.warn ? 'semibold' : undefined}
        >
          {i > 0 ? ' ' : ''}
          {sentence.text}
        </Text>
      ))}
    </Text>
  );
}
