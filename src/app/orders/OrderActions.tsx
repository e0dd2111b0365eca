import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { environmentFromHost } from '../../domain/theme';
import { exportButtons, exportFileName } from '../../features/export/export-config';
import { ExportMenu } from '../../features/export/ExportMenu';
import type { OrderView } from '../../features/orders/order-view';
import { ShareMenu } from '../../features/share/ShareMenu';
import { isSharedTokenAtom } from '../../state/session.atoms';

/**
 * The order summary's toolbar actions, as on an advertiser dashboard (src/app/dashboard/DashboardActions.tsx):
 * the layout's export buttons and "Share" (never for a share-link guest), both for the order on screen.
 */
export function OrderActions({ view }: { view: OrderView }): ReactElement {
  const shared = useAtomValue(isSharedTokenAtom);
  const { selection, config, campaigns } = view;
  const advertiser = selection.advertiserName || String(selection.advertiserId);
  const campaignIds = campaigns.map((c) => c.id);
  return (
    <>
      <ExportMenu
        formats={exportButtons(config, environmentFromHost(window.location.host))}
        subject={{
          advertiserId: selection.advertiserId,
          // An order's export is always its summary: the server takes an order on that tab only.
          tab: selection.tab,
          orderId: selection.orderId,
          campaignIds,
          daterange: selection.daterange,
          ...(selection.startdate ? { startDate: selection.startdate } : {}),
          ...(selection.enddate ? { endDate: selection.enddate } : {}),
          fileName: exportFileName(config, {
            advertiser,
            tab: selection.tab,
            order: selection.orderName,
            start: selection.startdate ?? selection.daterange,
            end: selection.enddate ?? '',
          }),
        }}
      />
      {shared ? null : (
        <ShareMenu
          selection={{
            advertiserId: selection.advertiserId,
            advertiserName: selection.advertiserName,
            tab: selection.tab,
            daterange: selection.daterange,
            ...(selection.startdate ? { startdate: selection.startdate } : {}),
            ...(selection.enddate ? { enddate: selection.enddate } : {}),
            campaigns: campaignIds,
            viewCampaigns: null,
            today: false,
          }}
          campaignIds={campaignIds}
          order={{ id: selection.orderId, name: selection.orderName }}
        />
      )}
    </>
  );
}
