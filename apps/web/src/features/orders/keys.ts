/** The member's order list (GET /api/myorderlist), read again once an order is placed or cancelled. */
export const orderListKey = ['myorderlist'] as const;
/** One order's details (GET /api/myorderdetails?id). */
export const orderDetailsKey = (id: number) => ['myorderdetails', id] as const;
