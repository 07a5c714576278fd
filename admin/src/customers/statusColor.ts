/** Active in green, blocked in red: the same in the list and on the edit page. */
export const userStatusColor = (status: string) => (status === 'Blocked' ? 'error' : 'success');
