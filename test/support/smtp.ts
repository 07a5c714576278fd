// One SMTP receiver for server and black-box tests: pass its `url` as SMTP_URL to `startShop`.
export { findResetCode, startSmtp, type ReceivedMail, type SmtpReceiver } from '../../server/src/testing/smtp.js';
