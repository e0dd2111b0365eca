import { Badge, Button, HStack, Table, VisuallyHidden } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { CopyLinkButton } from './CopyLinkButton';
import type { ShareSummary } from './share-records';
import { absoluteLink, formatInstant, rangeLabel, STATUS_LABELS, tabLabel } from './share-options';
import { SHARE_TEXTS } from './texts';

/** Props of the list of links: the links, and what their buttons do. */
export interface ShareTableProps {
  shares: readonly ShareSummary[];
  /** The link whose action is under way (its buttons wait). */
  busyId: number | null;
  onRevoke(share: ShareSummary): void;
  onRotate(share: ShareSummary): void;
  origin?: string;
}

const STATUS_COLORS = { active: 'green', expired: 'orange', revoked: 'gray' } as const;
const HEADERS = ['Created', 'By', 'Dashboard', 'Range', 'Editable', 'Password', 'Expires', 'Status', 'Last opened'];

/** One row per link: when and by whom, what it shows, its protection, its state and use; actions for live ones. */
export function ShareTable({ shares, busyId, onRevoke, onRotate, origin }: ShareTableProps): ReactElement {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" variant="line">
        <Table.Header>
          <Table.Row>
            {HEADERS.map((header) => (
              <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Opens</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shares.map((share) => (
            <Table.Row key={share.id} aria-label={`Share link /s/${share.shortId}`}>
              <Table.Cell whiteSpace="nowrap">{formatInstant(share.createdAt)}</Table.Cell>
              <Table.Cell>{share.createdBy}</Table.Cell>
              <Table.Cell>{tabLabel(share.tab)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{rangeLabel(share.daterange, share.startDate, share.endDate)}</Table.Cell>
              <Table.Cell>{share.editableRange ? SHARE_TEXTS.yes : SHARE_TEXTS.no}</Table.Cell>
              <Table.Cell>{share.hasPassword ? SHARE_TEXTS.yes : SHARE_TEXTS.no}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {share.expiresAt === null ? SHARE_TEXTS.never : formatInstant(share.expiresAt)}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_COLORS[share.status]}>{STATUS_LABELS[share.status]}</Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {share.lastOpenedAt === null ? SHARE_TEXTS.notYet : formatInstant(share.lastOpenedAt)}
              </Table.Cell>
              <Table.Cell textAlign="end">{share.openCount}</Table.Cell>
              <Table.Cell>
                {share.status === 'active' ? (
                  <HStack gap="1" justify="flex-end">
                    <CopyLinkButton link={absoluteLink(`/s/${share.shortId}`, origin)} label={SHARE_TEXTS.shortLink} />
                    <Button
                      size="sm"
                      variant="outline"
                      title={SHARE_TEXTS.rotateHint}
                      loading={busyId === share.id}
                      onClick={() => onRotate(share)}
                    >
                      {SHARE_TEXTS.rotate}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      disabled={busyId === share.id}
                      onClick={() => onRevoke(share)}
                    >
                      {SHARE_TEXTS.revoke}
                    </Button>
                  </HStack>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
