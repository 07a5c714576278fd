/** react-admin's pages an admin seldom sees (an unknown address, no access, a failed sign-in): loaded when shown. */
export { AccessDenied, AuthCallback, AuthenticationError, NotFound } from 'react-admin';
