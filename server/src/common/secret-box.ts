import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts provider secrets at rest (private keys, API secrets) with AES-256-GCM under a key
 * derived from DATA_KEY. Sealed text: `v1.<iv>.<tag>.<ciphertext>` (base64url). A `context`
 * (e.g. "zatca.privateKey") is authenticated with it, so a sealed value moved to another
 * column or purpose does not open. Lose DATA_KEY and what it sealed is gone: back it up.
 *
 *   const box = new SecretBox(config.dataKey);
 *   row.secret = box.seal(secret, 'moyasar.apiKey');
 *   const secret = box.open(row.secret, 'moyasar.apiKey');
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(dataKey: string) {
    if (!dataKey) throw new Error('SecretBox needs a DATA_KEY');
    this.key = Buffer.from(hkdfSync('sha256', dataKey, 'ward.secret-box', 'aes-256-gcm v1', 32));
  }

  seal(plaintext: string, context = ''): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  /** Throws SecretBoxError when the text was not sealed by this key in this context, or was altered. */
  open(sealed: string, context = ''): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new SecretBoxError('not a sealed secret');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('secret does not open with this DATA_KEY');
    }
  }
}

export class SecretBoxError extends Error {}
