import { isIP } from 'node:net';
import { AppError } from '../../errors';

export type ServerAddress = { publicUrl: string; port: number; allowLocal: boolean };

const LOCAL_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost']);

/** Loopback, "this host" and unspecified addresses, written in any of their usual spellings. */
function isLoopback(host: string): boolean {
  if (LOCAL_NAMES.has(host) || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.') || host.startsWith('0.');
  if (isIP(host) === 6) return host === '::1' || host === '::' || host.startsWith('::ffff:127.');
  return false;
}

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/**
 * A subscriber URL must be http(s) and must not point at this server (its public host and port,
 * or any loopback address unless the configuration allows it, as tests do): else a key could make
 * the server call itself.
 */
export function assertWebhookUrl(text: string, server: ServerAddress): string {
  const refuse = (message: string) =>
    new AppError('VALIDATION_ERROR', message, [{ field: 'webhookUrl', message }]);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse('La dirección del receptor no es válida.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refuse('La dirección del receptor debe empezar por http:// o https://.');
  }
  if (url.username || url.password) {
    throw refuse('La dirección del receptor no puede llevar usuario ni contraseña.');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const own = new URL(server.publicUrl);
  const ownHost = own.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const samePort =
    defaultPort(url) === defaultPort(own) || defaultPort(url) === String(server.port);
  if (host === ownHost && samePort) {
    throw refuse('La dirección del receptor no puede ser este mismo servidor.');
  }
  if (isLoopback(host) && (!server.allowLocal || defaultPort(url) === String(server.port))) {
    throw refuse('La dirección del receptor no puede ser este mismo servidor.');
  }
  return url.toString();
}
