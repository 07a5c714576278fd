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
