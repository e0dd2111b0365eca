/** The orders screen's own texts. */
export const ORDERS_TEXTS = {
  tabs: { orderlist: 'Order list', ordersummary: 'Order summary' },
  tabsLabel: 'Order views',
  noOrder: 'Choose an order from the order list.',
  toList: 'Go to the order list',
  breadcrumb: 'Order',
  refresh: '↻ Refresh',
  refreshLabel: 'Refresh data',
} as const;
