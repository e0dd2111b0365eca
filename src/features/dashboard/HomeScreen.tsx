import { Box, Heading, List, Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { recentPagesAtom } from '../../state/session.atoms';
import type { ScreenProps } from '../../ui/screen-props';
import { AdvertiserSearch } from './AdvertiserSearch';
import { selectionSearch, parseSelection, switchAdvertiser } from '../../state/selection';

/** /home?recent=true: the user's recent pages and the advertiser search. */
export function HomeScreen({ title }: ScreenProps): ReactElement {
  const recent = useAtomValue(recentPagesAtom);
  const navigate = useNavigate();
  return (
    <Box>
      <Heading as="h1" size="lg" mb="4">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Box as="section" aria-labelledby="home-search">
          <Heading as="h2" id="home-search" size="md" mb="2">
            Advertisers
          </Heading>
          <AdvertiserSearch
            onPick={(a) =>
              void navigate({
                to: '/advertiser',
                search: selectionSearch(switchAdvertiser(parseSelection({}), a.id, a.name)),
              })
            }
          />
        </Box>
        <Box as="section" aria-labelledby="home-recent">
          <Heading as="h2" id="home-recent" size="md" mb="2">
            Recent pages
          </Heading>
          {recent.length === 0 ? (
            <Text color="fg.muted">No recent pages yet.</Text>
          ) : (
            <List.Root gap="1">
              {recent.map((page) => (
                <List.Item key={page.fullPath}>
                  <ChakraLink
                    href={page.fullPath}
                    color="brand.solid"
                    onClick={(event) => {
                      event.preventDefault();
                      void navigate({ href: page.fullPath });
                    }}
                  >
                    {page.title}
                  </ChakraLink>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      </SimpleGrid>
    </Box>
  );
}
