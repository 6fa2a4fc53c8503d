import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded on its first use instead of at start-up. pdfkit, exceljs, sharp, qrcode and
 * nodemailer together weighed on the idle server's memory budget (decision 0043) and serve only
 * printouts, exports, photo uploads and SMTP; a synchronous require keeps their callers unchanged.
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      const exported = require(name) as T & { default?: T };
      loaded = exported.default ?? exported;
    }
    return loaded;
  };
}
