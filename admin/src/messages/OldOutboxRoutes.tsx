import { Navigate, Route, useParams } from 'react-router-dom';

const listOf = (channel: string) => `/messages?filter=${encodeURIComponent(JSON.stringify({ channel }))}`;

const OldShow = () => <Navigate to={`/messages/${useParams().id}/show`} replace />;

/**
 * The three outbox screens before the one outbox (`/outbox`, `/sms-outbox`, `/whatsapp-outbox`):
 * bookmarks and links land on the messages of that channel; a mail keeps its id.
 */
export const oldOutboxRoutes = [
  <Route key="outbox" path="/outbox" element={<Navigate to={listOf('mail')} replace />} />,
  <Route key="outbox-show" path="/outbox/:id/show" element={<OldShow />} />,
  <Route key="sms-outbox" path="/sms-outbox" element={<Navigate to={listOf('sms')} replace />} />,
  <Route key="whatsapp-outbox" path="/whatsapp-outbox" element={<Navigate to={listOf('whatsapp')} replace />} />,
];
