import { Box, Image } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { publisherInitial } from '../../../ui/figures/publisher-logo';

/** Props of a logo thumbnail. */
export interface LogoThumbProps {
  name: string;
  url: string;
}

/** A logo as the table shows it; one that cannot be fetched shows the publisher's initial badge, as dashboards do. */
export function LogoThumb({ name, url }: LogoThumbProps): ReactElement {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  if (brokenUrl === url)
    return (
      <Box
        title="The image could not be loaded"
        h="8"
        w="8"
        borderRadius="full"
        bg="brand.solid"
        color="brand.contrast"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontWeight="bold"
      >
        {publisherInitial(name)}
      </Box>
    );
  return (
    <Image src={url} alt={`${name} logo`} h="8" w="20" fit="contain" loading="lazy" onError={() => setBrokenUrl(url)} />
  );
}
