import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnvironmentBanner } from './EnvironmentBanner';

describe('environment banner', () => {
  it('names the environment outside production', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <EnvironmentBanner />
      </ChakraProvider>,
    );
    expect(screen.getByRole('note', { name: 'Environment' })).toHaveTextContent('Local environment');
  });

  it('is absent in production', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <EnvironmentBanner environment="production" />
      </ChakraProvider>,
    );
    expect(screen.queryByRole('note', { name: 'Environment' })).toBeNull();
  });
});
