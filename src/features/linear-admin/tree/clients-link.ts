/** The client search narrowed to one sub-agency or station (its URL filters are the server's parameters). */
export const CLIENTS_PATH = '/linearadmin/clients';
export const clientsOfSubAgency = (id: number): Record<string, string> => ({ subAgencyStation: String(id) });
export const clientsOfStation = (id: number): Record<string, string> => ({ stations: String(id) });
