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
