/** The answers of the users calls (issue 21 §2, /work contract "Users"), shared by the server and Manage Users. */
import type { UserStatus } from './rights';

/** One membership of a user, with the names the screens show. */
export interface UserMembership {
  agencyId: number;
  agencyName: string;
  subAgencyId: number | null;
  subAgencyName: string | null;
  stationId: number | null;
  stationName: string | null;
  /** When the membership ends; null for none (expiring grants arrive with the access area). */
  expiresAt: string | null;
}

/** The open invitation of a user (sent, not yet accepted). */
export interface UserInvitation {
  state: 'pending';
  sentAt: string;
  expiresAt: string;
}

/** A row of Manage Users and the answer of every users call. */
export interface UserRow {
  id: number;
  email: string;
  fullName: string;
  /** 1 Active, -1 Deactivated (000 §3); deleted users (0) are never answered. */
  status: UserStatus;
  isSuperuser: boolean;
  roles: string[];
  agencies: UserMembership[];
  lastLoginAt: string | null;
  createdAt: string;
  invitation: UserInvitation | null;
  /** Whether the caller may change this user (user-edit.ts). */
  canEdit: boolean;
}

/** One user of GET /api/get-user-by-tenancy/{agency}/{limit}[/{search}] (001 §7). */
export interface TenancyUser {
  user_id: number;
  email: string;
  full_name: string;
  status: UserStatus;
}

/** The answer of get-user-by-tenancy: like the catalogue's other searches, the rows and their total. */
export interface TenancyUsers {
  users: TenancyUser[];
  total: number;
}
