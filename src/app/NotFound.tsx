import { Box, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { PAGE_NOT_FOUND } from '../domain/messages';
import { HOME_PATH } from '../domain/routes';
import { splitUrl } from './router/search';

const home = splitUrl(HOME_PATH);

/** Any path outside the route table (000 §2). */
export function NotFound(): ReactElement {
  return (
    <Box py="10" textAlign="center">
      <Heading as="h1" size="xl" mb="3">
        {PAGE_NOT_FOUND}
      </Heading>
      <Text>
        <ChakraLink asChild colorPalette="brand" variant="underline">
          <Link to={home.to} search={home.search}>
            Go to the home page
          </Link>
        </ChakraLink>
      </Text>
    </Box>
  );
}
