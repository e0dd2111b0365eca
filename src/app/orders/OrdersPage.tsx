import type { ReactElement } from 'react';
import type { OrdersParts } from '../../features/orders/order-view';
import { OrdersScreen } from '../../features/orders/OrdersScreen';
import type { ScreenProps } from '../../ui/screen-props';
import { OrderActions } from './OrderActions';

const PARTS: OrdersParts = { actions: (view) => <OrderActions view={view} /> };

/**
 * /orders as the app composes it: the orders feature with the export and share parts in its toolbar slot, so
 * that no feature imports another.
 */
export function OrdersPage(props: ScreenProps): ReactElement {
  return <OrdersScreen {...props} parts={PARTS} />;
}
