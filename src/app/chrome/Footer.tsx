import { Box, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';

export interface FooterProps {
  companyName: string;
}

/** Page footer: the company and the legal pages. Colours come from the theme's footer tokens. */
export function Footer({ companyName }: FooterProps): ReactElement {
  return (
    <Box as="footer" bg="brand.footer" color="brand.footerText" borderTopWidth="1px" px="6" py="3" fontSize="sm">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text>
          © {new Date().getFullYear()} {companyName}
        </Text>
        <HStack as="nav" aria-label="Legal" gap="4">
          <ChakraLink asChild color="inherit" variant="underline">
            <Link to="/privacy-policy">Privacy policy</Link>
          </ChakraLink>
          <ChakraLink asChild color="inherit" variant="underline">
            <Link to="/terms-of-use">Terms of use</Link>
          </ChakraLink>
          <ChakraLink asChild color="inherit" variant="underline">
            <Link to="/help">Help</Link>
          </ChakraLink>
        </HStack>
      </HStack>
    </Box>
  );
}
