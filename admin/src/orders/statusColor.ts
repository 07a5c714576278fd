/** A colour per order state, the same in the list, the details and the dashboard. */
export const orderStatusColor = (status: string) =>
  (
    ({
      New: 'info',
      WaitingForPayment: 'default',
      InPreparation: 'warning',
      OnTheWay: 'primary',
      Completed: 'success',
      Rejected: 'error',
      PaymentFailure: 'error',
    }) as const
  )[status as 'New'] ?? 'default';

/** A colour per payment status: settled money green, money given back amber, failures red. */
export const paymentStatusColor = (status: string) =>
  (
    ({
      Paid: 'success',
      PartiallyRefunded: 'warning',
      Refunded: 'warning',
      Failed: 'error',
      Canceled: 'default',
      Expired: 'default',
      Pending: 'info',
    }) as const
  )[status as 'Paid'] ?? 'default';
