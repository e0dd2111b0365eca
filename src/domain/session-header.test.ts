import { describe, expect, it } from 'vitest';
import { carriesSessionHeader } from './session-header';

describe('the session header (001 §6)', () => {
  it('goes with the search, agency, sub-agency and tooltip calls', () => {
    for (const path of [
      '/api/linearAdminClientsSearch?limit=200',
      '/api/linearAdminAgencySearch',
      '/api/linearAdminSubagenciesStations?AgencyId=1',
      '/api/campaign/search?advertiserId=1',
      '/api/getAgencies/',
      '/api/getAgency/1',
      '/api/agency',
      '/api/updateAgency/1',
      '/api/admin/subagencies/3',
      '/api/admin/stations?agencyId=1',
      '/api/tooltip',
      '/api/getProductsForAdvertiser/10000001',
    ])
      expect(carriesSessionHeader(path), path).toBe(true);
  });

  it('is left off the others', () => {
    for (const path of ['/api/auth', '/api/login', '/api/admin/users', '/api/agencyX', '/api/getSharedDashboard?id=1'])
      expect(carriesSessionHeader(path), path).toBe(false);
  });
});
