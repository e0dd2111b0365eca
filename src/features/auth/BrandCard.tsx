import { Box, Flex, Heading, Image } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import type { ThemeRecord } from '../../domain/theme';

export interface BrandCardProps {
  theme: ThemeRecord;
  title: string;
  children: ReactNode;
}

/** The sign-in pages' card in the agency's brand: its logo on the toolbar colour, a heading, the content. */
export function BrandCard({ theme, title, children }: BrandCardProps): ReactElement {
  return (
    <Box maxW="sm" mx="auto" mt={{ base: 6, md: 16 }} bg="white" borderRadius="lg" boxShadow="md" overflow="hidden">
      <Flex bg="brand.toolbar" color="brand.toolbarText" justify="center" py="5">
        <Image src={theme.logo} alt={`${theme.companyName} logo`} maxH="12" />
      </Flex>
      <Box p="8">
        <Heading as="h1" size="lg" textAlign="center" color="brand.fg" mb="5">
          {title}
        </Heading>
        {children}
      </Box>
    </Box>
  );
}
