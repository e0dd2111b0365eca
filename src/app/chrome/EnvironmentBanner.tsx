import { Box } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { environmentFromHost, type Environment } from '../../domain/theme';

const LABELS: Record<Exclude<Environment, 'production'>, string> = {
  local: 'Local environment',
  dev: 'Dev environment',
  staging: 'Staging environment',
};

const COLORS: Record<Exclude<Environment, 'production'>, string> = {
  local: 'purple.700',
  dev: 'teal.700',
  staging: 'orange.700',
};

export interface EnvironmentBannerProps {
  /** @default the environment of the current host */
  environment?: Environment;
}

/** A strip naming the environment, shown everywhere except production. */
export function EnvironmentBanner({ environment }: EnvironmentBannerProps): ReactElement | null {
  const current = environment ?? environmentFromHost(window.location.host);
  if (current === 'production') return null;
  return (
    <Box
      role="note"
      aria-label="Environment"
      bg={COLORS[current]}
      color="white"
      fontSize="xs"
      textAlign="center"
      py="0.5"
    >
      {LABELS[current]}
    </Box>
  );
}
