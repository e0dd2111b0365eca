import { Badge, Box, Button, HStack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
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

/** Thumbnail width asked of the server: twice the shown width, for sharp pictures on dense screens. */
const THUMB_WIDTH = 320;

/**
 * The link's dashboard as a picture, on demand: each thumbnail is a server-side render, so the list does not start
 * one per row by itself.
 */
function ThumbnailPreview({ url, label }: { url: string; label: string }): ReactElement {
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!shown)
    return (
      <Button size="2xs" variant="ghost" display="block" onClick={() => setShown(true)}>
        {SHARE_TEXTS.showPreview}
      </Button>
    );
  if (failed) return <Text fontSize="xs">{SHARE_TEXTS.previewFailed}</Text>;
  return (
    <Box mt="1" width="160px" minH="100px" bg="bg.muted" borderRadius="sm" overflow="hidden">
      <img
        src={`${url}&thumbWidth=${THUMB_WIDTH}`}
        alt={`${SHARE_TEXTS.previewOf} ${label}`}
        width={160}
        height={100}
        onError={() => setFailed(true)}
      />
    </Box>
  );
}

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
              <Table.Cell>
                {tabLabel(share.tab)}
                {share.thumbnailUrl ? <ThumbnailPreview url={share.thumbnailUrl} label={tabLabel(share.tab)} /> : null}
              </Table.Cell>
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
