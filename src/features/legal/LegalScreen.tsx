import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { themeAtom } from '../../state/session.atoms';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';
import { legalPage, type LegalBlock, type LegalPage } from './legal-texts';

/** The page a path shows; the help text for /help, the terms for /terms-of-use, else the privacy policy. */
export function legalPageOf(pathname: string): LegalPage {
  if (pathname.startsWith('/help')) return 'help';
  if (pathname.startsWith('/terms-of-use')) return 'terms-of-use';
  return 'privacy-policy';
}

function Block({ block }: { block: LegalBlock }): ReactElement {
  if (block.kind === 'heading')
    return (
      <Heading as="h2" size="md" mt="6" mb="2">
        {block.text}
      </Heading>
    );
  if (block.kind === 'list')
    return (
      <List.Root as="ul" ps="5" mb="3" gap="1">
        {block.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    );
  return <Text mb="3">{block.text}</Text>;
}

/** Privacy policy, terms of use and help: the templates of legal-texts.ts, naming the agency of the theme. */
export function LegalScreen({ title }: ScreenProps): ReactElement {
  const theme = useAtomValue(themeAtom);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const blocks = legalPage(legalPageOf(pathname), { agency: theme.companyName, portal: theme.name });
  return (
    <Box maxWidth="3xl" lineHeight="tall">
      <ScreenTitle title={title} />
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </Box>
  );
}
