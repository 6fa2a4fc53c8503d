import { routePaths } from '@aptovial/shared';

/**
 * The verify address a scanned QR holds (`…/Buscar-certificado-medicos?serial=N#proof`), as a path
 * of this app; null for any other text. The host is not checked: the signature decides, with
 * this phone's keys, whatever address printed it.
 */
export function verifyAddressOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.pathname !== routePaths.searchCertifieldsFree) return null;
  if (!/^[1-9]\d{0,9}$/.test(url.searchParams.get('serial') ?? '')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
