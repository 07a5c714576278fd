import { SecretBox, SecretBoxError } from './secret-box.js';

const box = new SecretBox('a-data-key-of-the-shop');

test('a sealed secret opens with the same key and context, and never shows the plain text', () => {
  const sealed = box.seal('-----BEGIN PRIVATE KEY-----\nسر\n', 'zatca.privateKey');
  expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(sealed).not.toContain('PRIVATE');
  expect(box.open(sealed, 'zatca.privateKey')).toBe('-----BEGIN PRIVATE KEY-----\nسر\n');
  expect(box.seal('same', 'x')).not.toBe(box.seal('same', 'x')); // fresh IV each time
});

test('another key, another context or one changed character does not open', () => {
  const sealed = box.seal('secret', 'zatca.secret');
  expect(() => new SecretBox('another-key').open(sealed, 'zatca.secret')).toThrow(SecretBoxError);
  expect(() => box.open(sealed, 'moyasar.apiKey')).toThrow(SecretBoxError);
  const last = sealed.at(-1) === 'A' ? 'B' : 'A';
  expect(() => box.open(sealed.slice(0, -1) + last, 'zatca.secret')).toThrow(SecretBoxError);
  expect(() => box.open('plain text', 'zatca.secret')).toThrow(SecretBoxError);
  expect(() => new SecretBox('')).toThrow('DATA_KEY');
});
