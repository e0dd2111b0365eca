/** Which agency / sub-agency / station choices the pickers offer a user (000 §6: agency and tenant pickers). */
import type { AvailableAgency, SessionUser } from '../../domain/user';

export interface TenantChoice {
  id: number;
  name: string;
}

export interface TenantOptions {
  /** Agencies, when the user may switch between several; empty hides the picker. */
  agencies: TenantChoice[];
  /** Sub-agencies of the active agency; empty hides the picker. */
  subAgencies: TenantChoice[];
  /** Stations of the active agency (within the active sub-agency when one is picked); empty hides the picker. */
  stations: TenantChoice[];
}

function activeAgency(user: SessionUser): AvailableAgency | undefined {
  return user.AvailableAgencies.find((agency) => agency.id === user.active_agency_id) ?? user.AvailableAgencies[0];
}

/**
 * A client (role `client`, not a superuser) sees the advertisers granted to it whatever sub-agency or station is
 * active (the server's scope ignores them), so it is offered neither picker: they would only expose the agency's
 * structure to an advertiser.
 */
export function isClientUser(user: SessionUser): boolean {
  return user.roles.includes('client') && !user.is_superuser;
}

export function tenantOptions(user: SessionUser): TenantOptions {
  const agency = activeAgency(user);
  const agencies =
    user.AvailableAgencies.length > 1 ? user.AvailableAgencies.map(({ id, name }) => ({ id, name })) : [];
  if (!agency || isClientUser(user)) return { agencies, subAgencies: [], stations: [] };
  const stations = agency.stations
    .filter((station) => user.active_sub_agency_id === null || station.sub_agency_id === user.active_sub_agency_id)
    .map(({ id, name }) => ({ id, name }));
  return { agencies, subAgencies: agency.sub_agencies.map(({ id, name }) => ({ id, name })), stations };
}

/** Parses a select value: '' means "none" (the whole agency or sub-agency). */
export function choiceValue(value: string): number | null {
  const id = Number(value);
  return value === '' || !Number.isInteger(id) ? null : id;
}
