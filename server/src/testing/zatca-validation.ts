import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

/** ZATCA's validator (XSD, the CEN and KSA Schematron rules of ZATCA's SDK), kept beside the repository in shared/. */
export const ZATCA_VALIDATOR = resolve(process.cwd(), '../shared/zatca/validation/validate.sh');

export interface ValidationRow {
  document: string;
  xsd: string;
  cen: string;
  ksa: string;
}

/**
 * Runs ZATCA's own validation over these documents (file name → XML, one chain in ICV order) and
 * answers its report's row per document. Debian's python3 comes first on PATH: it has the lxml the
 * validator's checks import (a python3 of pyenv's may not).
 */
export async function validateWithZatca(documents: Record<string, string>): Promise<ValidationRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'ward-zatca-'));
  try {
    for (const [name, xml] of Object.entries(documents)) await writeFile(join(dir, name), xml);
    await promisify(execFile)('bash', [ZATCA_VALIDATOR, dir], {
      env: { ...process.env, PATH: `/usr/bin:${process.env.PATH ?? ''}` },
      maxBuffer: 16 * 1024 * 1024,
    });
    const report = await readFile(join(dir, '.validation', 'report.md'), 'utf8');
    return report
      .split('\n')
      .filter((line) => /^\| \S+\.xml \|/.test(line))
      .map((line) => {
        const [document, , , xsd, cen, ksa] = line
          .split('|')
          .slice(1)
          .map((c) => c.trim());
        return { document, xsd, cen, ksa };
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
