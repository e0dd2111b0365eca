import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../domain/user';
import { testUser } from '../testing/fixtures';
import { TenantPickers } from './TenantPickers';

const AGENCY = {
  id: 1,
  name: 'Compulse',
  theme_code: 'compulse',
  sub_agencies: [{ id: 11, name: 'North' }],
  stations: [{ id: 21, name: 'WXYZ', sub_agency_id: 11 }],
};

function renderPickers(user: SessionUser): void {
  render(
    <ChakraProvider value={defaultSystem}>
      <TenantPickers user={user} onSwitch={() => undefined} />
    </ChakraProvider>,
  );
}

describe('tenant pickers', () => {
  it('offers staff the sub-agency and station pickers', () => {
    renderPickers(testUser({ AvailableAgencies: [AGENCY] }));
    expect(screen.getByRole('combobox', { name: 'Sub-agency' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Station' })).toBeInTheDocument();
  });

  it('offers a client user neither picker', () => {
    renderPickers(testUser({ roles: ['client'], AvailableAgencies: [AGENCY] }));
    expect(screen.queryByRole('combobox', { name: 'Sub-agency' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Station' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Tenant' })).toBeNull();
  });

  it('still offers a superuser who also holds the client role the pickers', () => {
    renderPickers(testUser({ roles: ['client'], is_superuser: true, AvailableAgencies: [AGENCY] }));
    expect(screen.getByRole('combobox', { name: 'Sub-agency' })).toBeInTheDocument();
  });
});
