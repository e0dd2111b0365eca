import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export interface UpdateBannerProps {
  onReload: () => void;
}

/** Announces a waiting service-worker version; reloading hands over to it. */
export function UpdateBanner({ onReload }: UpdateBannerProps): ReactElement {
  return (
    <HStack
      role="status"
      position="fixed"
      bottom="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      bg="gray.900"
      color="white"
      px="4"
      py="2"
      borderRadius="md"
      boxShadow="lg"
      gap="4"
    >
      <Text>A new version is available</Text>
      <Button size="sm" colorPalette="brand" onClick={onReload}>
        Reload
      </Button>
    </HStack>
  );
}
