/**
 * What the orders screen hands the parts the app composes into it (issue 24 contract, "Orders screen state"):
 * the order on screen and the slot for its toolbar actions (export and share, src/app/orders/).
 */
import type { ReactNode } from 'react';
import type { LayoutConfig } from '../../domain/layout/validate';
import type { RendererEnvironment } from '../../renderer/RendererContext';

/** The orders screen as the parts see it: the URL's selection, the layout's config, the order's campaigns. */
export interface OrderView {
  selection: {
    tab: 'orderlist' | 'ordersummary';
    advertiserId: number;
    advertiserName: string;
    orderId: number;
    orderName: string;
    daterange: string;
    startdate?: string;
    enddate?: string;
  };
  config: LayoutConfig | undefined;
  campaigns: { id: number; type: string }[];
  environment: RendererEnvironment;
}

/** The slots of the orders screen; `actions` is only called on the ordersummary tab with an order open. */
export interface OrdersParts {
  actions?: (view: OrderView) => ReactNode;
}
