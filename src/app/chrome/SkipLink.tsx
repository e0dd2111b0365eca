import { Link } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** First focusable element: jumps keyboard users past the chrome to the page content. */
export function SkipLink(): ReactElement {
  return (
    <Link
      href="#main"
      position="absolute"
      left="2"
      top="-12"
      zIndex="skipLink"
      bg="white"
      color="gray.900"
      px="3"
      py="2"
      borderRadius="md"
      _focusVisible={{ top: '2' }}
    >
      Skip to content
    </Link>
  );
}
