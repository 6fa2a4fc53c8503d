import { readFile } from 'node:fs/promises';

/**
 * Resident memory of another process in MB, as the kernel counts it (Linux only). Reading
 * /proc avoids asking the server to report on itself, which would change what is measured.
 */
export async function residentMemoryMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = status.match(/^VmRSS:\s+(\d+)\s+kB$/m)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kilobytes) / 1024;
}

// Demo data every first start holds (apps/api/src/seeds): a lot from this serial on, registers,
// requests. Its certificates are few, so most serials answer "not found": the lookup still runs.
const FIRST_DEMO_SERIAL = 1_000_001;

/**
 * The GET paths of a light mixed load on the demo data: the public check by serial over many
 * serials, and the signed-in lists a college Admin opens most (certificates, registers).
 */
export function mixedLoadPaths() {
  const paths = [];
  for (let index = 0; index < 200; index += 1) {
    paths.push(`/api/certifields/searchFree?serial=${FIRST_DEMO_SERIAL + index}`);
    if (index % 4 === 0) paths.push(`/api/certifields?page=${1 + (index % 3)}&limit=20`);
    if (index % 4 === 1) paths.push('/api/register?limit=20');
    if (index % 4 === 2) paths.push('/api/register?page=2&limit=20');
  }
  return paths;
}
