/** `sara@example.com` → `s•••@example.com`: enough for its owner to recognise, not to learn it. */
export const maskEmail = (email: string): string => {
  const at = email.indexOf('@');
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
};
