/**
 * What the ads, ad-server and TV-streaming calls answer and the link objects they hand to LinkStore (issue 26): the
 * answer shapes of 001 §3/§7, id forms, and the small mappers from a source's nodes and from link rows.
 */
import type { MessageKey } from '../../../../domain/messages';
import type { SessionUser } from '../../../../domain/user';
import type { AuditActor } from '../../../audit/audit-log';
import { AppError } from '../../../kernel/errors';
import type { LinkObject, LinkRow } from '../links';
import type { ExternalNode } from '../provider';

/** A node and the credential it was reached through. */
export interface Reached {
  node: ExternalNode;
  credentialId: number;
}

/** An ads account with the accounts it manages (001 §3). */
export interface AdsAccountAnswer {
  AccountId: string;
  CanManageClients: boolean;
  CustomerId: string;
  DataSourceCode: string;
  ITYPE: string;
  IsLeaf: boolean;
  IsLinkable: boolean;
  IsRootOn: boolean;
  IsTestAccount: boolean;
  ParentChains: string[];
  ParentIds: string[];
  PropertyId: number | null;
  name: string;
  children: AdsAccountAnswer[];
}

export interface AdServerOrderAnswer {
  OrderId: string;
  OrderName: string;
  CampaignsList: { CampaignId: string; CampaignName: string }[];
}

export interface AdServerConnectorOrderAnswer {
  order_id: string;
  order_name: string;
  campaigns: { id: string; name: string; connection_date: string | null; connected_by: string | null }[];
}

/** One linked campaign as the REST calls answer it. */
export interface LinkedCampaignAnswer {
  id: string;
  name: string;
  CampaignType: string | null;
  campaignId: number | null;
  connection_date: string;
  connected_by: string;
}

export type AdsAccountType = 'search' | 'video';
export const TYPE_OF: Record<AdsAccountType, string> = { search: 'GOOGLESEARCH', video: 'GOOGLEVIDEO' };

/** '123-456-7890' or '1234567890' → '1234567890'. */
export function accountIdOf(text: string): string {
  return text.trim().replaceAll('-', '');
}

/** '1234567890' → '123-456-7890' (the ads service's display form). */
export function customerIdOf(id: string): string {
  return id.length === 10 ? `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}` : id;
}

export const iso = (ms: number): string => new Date(ms).toISOString();

/** Missing-argument checks shared by the GraphQL and REST sides. */
export function required<T>(value: T | null | undefined, key: MessageKey): T {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    throw new AppError(400, key);
  return value;
}

export function actorOf(user: SessionUser): AuditActor {
  return { id: user.user_id, email: user.email };
}

export function accountObject(node: ExternalNode): LinkObject {
  return { kind: 'accounts', externalId: node.id, name: node.name, accountId: node.id, campaignType: null };
}

export function orderObject(node: ExternalNode): LinkObject {
  return { kind: 'orders', externalId: node.id, name: node.name, accountId: node.id, campaignType: null };
}

export function campaignObject(node: ExternalNode, accountId: string | null): LinkObject {
  return {
    kind: 'campaigns',
    externalId: node.id,
    name: node.name,
    accountId,
    campaignType: node.campaignType ?? null,
    startDate: typeof node.fields?.startDate === 'string' ? node.fields.startDate : null,
    endDate: typeof node.fields?.endDate === 'string' ? node.fields.endDate : null,
  };
}

export function lineItemsOf(order: ExternalNode): ExternalNode[] {
  return Array.isArray(order.fields?.campaigns) ? (order.fields.campaigns as ExternalNode[]) : [];
}

export function linkedCampaign(row: LinkRow): LinkedCampaignAnswer {
  return {
    id: row.external_id,
    name: row.external_name,
    CampaignType: row.campaign_type,
    campaignId: row.campaign_id,
    connection_date: iso(row.connected_at),
    connected_by: row.connected_by,
  };
}
