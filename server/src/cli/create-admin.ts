import { Logger } from '@nestjs/common';
import { createInterface } from 'node:readline/promises';
import { email as emailRule, password as passwordRule, text } from '@ward/shared';
import { createWardApp } from '../app.factory.js';
import { loadConfig } from '../config/config.js';
import { UsersService } from '../customers/users.service.js';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

/** `npm run create-admin -- --email you@shop.sa --name "Your Name"`: the first admin on a real database. */
async function main() {
  const email = emailRule().parse(arg('email'));
  const name = text(2, 100).parse(arg('name') ?? 'Admin');
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password (at least 8 characters): ');
    rl.close();
  }
  passwordRule(8).parse(password);
  const ward = await createWardApp({ ...loadConfig(), seedDemo: false });
  try {
    const user = await ward.app.get(UsersService).create({ name, email, password, role: 'Admin' });
    Logger.log(`admin #${user.id} ${user.email} created`, 'Ward');
  } finally {
    await ward.close();
  }
}

main().catch((error) => {
  Logger.error(error instanceof Error ? error.message : String(error), 'Ward');
  process.exit(1);
});
