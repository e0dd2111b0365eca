import { Image, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import type { ThemeRecord } from '../../domain/theme';

export interface BrandLogoProps {
  theme: ThemeRecord;
  height?: string;
}

/** The agency logo; a logo that cannot be fetched is dropped silently for the company name (000 §8). */
export function BrandLogo({ theme, height = '8' }: BrandLogoProps): ReactElement {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === theme.logo) {
    return (
      <Text as="span" fontWeight="bold" fontSize="lg">
        {theme.companyName}
      </Text>
    );
  }
  return (
    <Image
      src={theme.logo}
      alt={`${theme.companyName} logo`}
      height={height}
      onError={() => setFailedSrc(theme.logo)}
    />
  );
}
