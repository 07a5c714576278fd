// One SMTP receiver for server and black-box tests: pass its `url` as SMTP_URL to `startShop`.
export { findResetCode, mailText, startSmtp, type ReceivedMail, type SmtpReceiver } from '../../server/src/testing/smtp.js';
