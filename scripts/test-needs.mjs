// What some test files need from the machine (Debian packages, never downloads): browser
// journeys need Chromium, the backup test PostgreSQL's server with its pg_dump and pg_restore,
// the e-invoice tests that run ZATCA's own validator (shared/zatca/validation) Saxon-HE, a JDK and
// Debian's python3 with lxml and cryptography.
// `npm test` installs what is missing when it can (root with apt-get), or says in one line what
// to install and leaves those files out, instead of failing each of their tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const NEEDS = [
  {
    package: 'chromium',
    uses: /launchBrowser\(/,
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
  {
    package: 'postgresql',
    uses: /startDebianPostgres\(/,
    present: () =>
      existsSync('/usr/lib/postgresql') &&
      readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/pg_restore`)),
  },
  {
    package: 'libsaxonhe-java default-jdk-headless python3-lxml python3-cryptography',
    uses: /validateWithZatca\(/,
    present: () =>
      existsSync('/usr/share/java/Saxon-HE.jar') &&
      spawnSync('sh', ['-c', 'command -v javac']).status === 0 &&
      spawnSync('/usr/bin/python3', ['-c', 'import lxml, cryptography']).status === 0,
  },
];

function testFiles(dir, out = []) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'artifacts') continue;
    if (statSync(path).isDirectory()) testFiles(path, out);
    else if (entry.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** Jest's positional arguments (path patterns); none means every file. */
const patternsOf = (args) => args.filter((a) => !a.startsWith('-'));

/**
 * Installs or reports what the selected test files need. Answers the files to leave out
 * (empty when everything is there) and the one-line hint naming what to install.
 */
export function prepareTestNeeds(args) {
  const patterns = patternsOf(args);
  const files = [...testFiles('test'), ...testFiles('server/src')].filter((f) => !patterns.length || patterns.some((p) => f.includes(p) || new RegExp(p).test(f)));
  const wanted = NEEDS.map((need) => ({ ...need, files: files.filter((f) => need.uses.test(readFileSync(f, 'utf8'))) })).filter(
    (need) => need.files.length && !need.present(),
  );
  if (!wanted.length) return { skip: [], hint: null };
  const names = wanted.map((n) => n.package).join(' ');
  const canInstall = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (canInstall) {
    console.log(`npm test: installing ${names} from Debian (browser journeys and the backup test need them)…`);
    spawnSync('sh', ['-c', `(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}) >/dev/null 2>&1`], {
      stdio: 'inherit',
    });
  }
  const still = wanted.filter((need) => !need.present());
  if (!still.length) return { skip: [], hint: null };
  const hint = `install ${still.map((n) => n.package).join(' ')} (apt-get install ${still.map((n) => n.package).join(' ')}) to run ${still.flatMap((n) => n.files).length} more test files`;
  console.log(`npm test: ${hint}; running the others`);
  return { skip: [...new Set(still.flatMap((n) => n.files))], hint };
}
