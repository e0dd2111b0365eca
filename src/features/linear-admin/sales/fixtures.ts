/** Answers of the stubbed sales calls for the sales screens' tests (plain data: no test runner imported). */
import type { CallItem, CustomerCan, CustomerDetail, CustomerItem } from './types';

export const CUSTOMER_ID = 4001;

export function customerItem(overrides: Partial<CustomerItem> = {}): CustomerItem {
  return {
    id: CUSTOMER_ID,
    name: 'Bella Pizza',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    category: 'Restaurant',
    salesChannel: 'Station',
    agencyId: 1,
    subAgencyId: 11,
    stationId: 101,
    stationName: 'WNTH',
    availability: { key: 'AVAILABLE', label: 'Available', viewable: true },
    flags: { IsSold: false, IsDnc: false, IsReserved: false, IsStationLocked: false },
    reservedBy: null,
    reservedUntil: null,
    clonedFromId: null,
    advertiserId: null,
    lastCall: null,
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export const CAN_NOTHING: CustomerCan = {
  work: false,
  reserve: false,
  release: false,
  lock: false,
  clearDnc: false,
  sell: false,
  clone: false,
};
export const CAN_WORK: CustomerCan = { ...CAN_NOTHING, work: true, reserve: true, sell: true, clone: true };

export function customerDetail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    ...customerItem(),
    address: '12 Elm St',
    notes: 'Owner prefers mornings.',
    contacts: [
      {
        id: 71,
        customer_id: CUSTOMER_ID,
        type: 'decision_maker',
        name: 'Paola Bella',
        email: 'paola@bella.example',
        phone: '5551234567',
        phone_kind: 'Mobile',
        number: 0,
      },
    ],
    dncReason: null,
    cloneReason: null,
    soldAt: null,
    soldBy: null,
    restricted: false,
    can: CAN_WORK,
    ...overrides,
  };
}

export function callItem(overrides: Partial<CallItem> = {}): CallItem {
  return {
    id: 9001,
    customerId: CUSTOMER_ID,
    customerName: 'Bella Pizza',
    userId: 7,
    userName: 'Sam Staff',
    outcome: 'ScheduledDemo',
    label: 'Scheduled demo',
    color: '#2e7d32',
    reason: null,
    reasonLabel: null,
    notes: 'Demo on Tuesday',
    at: '2026-11-24T16:00:00.000Z',
    ...overrides,
  };
}
