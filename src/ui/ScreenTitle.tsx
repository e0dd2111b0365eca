import { Heading } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export interface ScreenTitleProps {
  title: string;
}

/** The one page heading (h1) every screen starts with. */
export function ScreenTitle({ title }: ScreenTitleProps): ReactElement {
  return (
    <Heading as="h1" size="xl" mb="4">
      {title}
    </Heading>
  );
}
