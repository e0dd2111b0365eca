/**
 * The sign-in page in a theme: the same card as features/auth/LoginForm (toolbar band with the logo, heading,
 * e-mail, password, the primary button), drawn here because a feature never imports another feature.
 */
import { Box, Button, Field, Flex, Heading, Image, Input, Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ThemeRecord } from '../../../domain/theme';

export interface PreviewSignInProps {
  theme: ThemeRecord;
}

export function PreviewSignIn({ theme }: PreviewSignInProps): ReactElement {
  return (
    <Box bg="bg.canvas" color="fg" fontFamily="body" py="6" px="3" borderRadius="md" borderWidth="1px">
      <Box maxW="xs" mx="auto" bg="white" borderRadius="lg" boxShadow="md" overflow="hidden">
        <Flex bg="brand.toolbar" color="brand.toolbarText" justify="center" py="4">
          <Image src={theme.logo} alt={`${theme.companyName} logo`} maxH="10" />
        </Flex>
        <Stack gap="3" p="5" aria-label="Sign-in form preview">
          <Heading as="h3" size="md" textAlign="center" color="brand.fg">
            Sign in
          </Heading>
          <Field.Root disabled>
            <Field.Label>E-mail</Field.Label>
            <Input size="sm" readOnly value="ada@example.com" />
          </Field.Root>
          <Field.Root disabled>
            <Field.Label>Password</Field.Label>
            <Input size="sm" type="password" readOnly value="password" />
          </Field.Root>
          <Button size="sm" colorPalette="brand" tabIndex={-1} data-preview-primary="">
            Sign in
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
