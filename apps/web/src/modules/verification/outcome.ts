/**
 * What the verify page shows once the checks are done (decision 0006). Kept free of
 * imports so the page's first view stays light: the checks themselves (zod, the Ed25519
 * verifier, dates and catalogues) load in parallel with the server calls they wait for anyway.
 */
export type OutcomeKind =
  /** Signature valid (or no proof) and the live record says valid. */
  | 'valid'
  | 'expired'
  | 'disabled'
  /** Bad signature, a malformed proof, or a key the server does not list. */
  | 'forged'
  /** Valid signature, but the live record (never edited) holds other data: never valid. */
  | 'mismatch'
  /**
   * Valid signature, but the record was edited after this was printed (its version is above 1):
   * the printout is no longer valid, and the page shows the newer data to compare.
   */
  | 'superseded'
  /** Signed by a key withdrawn after a leak. */
  | 'withdrawn'
  /**
   * Valid signature and no connection, not in the kept list of disabled serials, which is under
   * LIST_FRESH_DAYS old (decision 0072): "no figura como anulado en la lista del …".
   */
  | 'notListed'
  /** Valid signature, live status unknown: no connection, and no kept list or an old one. */
  | 'offline'
  /** The signature could not be checked (no keys, no WebCrypto). */
  | 'unverifiable'
  | 'notFound'
  | 'rateLimited'
  /** A typed serial (no QR proof) and no answer: only a QR can be checked without signal. */
  | 'serialOffline'
  | 'networkError';

/** The certificate as the page shows it: codes already turned into names, dates formatted. */
export type CertificateView = {
  serial: number;
  names: string;
  lastNames: string;
  maskedDni: string;
  grade: string;
  typeCertifields: string;
  rules: string[];
  glasses: boolean | null;
  expeditionDate: string;
  dueDate: string;
  doctor: string;
  licenseNumber: string | null;
  state: string;
};

export type Verification = {
  outcome: OutcomeKind;
  /**
   * Shown for the outcomes that concern a real certificate: the signed fields when a proof was
   * valid, the live record otherwise (for 'superseded', its newer version).
   */
  certificate: CertificateView | null;
  /** Whether a printed proof's signature was checked and found genuine. */
  signed: boolean;
  /**
   * From the system AptoVial replaced (decision 0080): never signed, verified by serial alone.
   * Absent otherwise.
   */
  imported?: true;
  /**
   * Checked without signal: the date of the kept list of disabled serials it used (ISO), null
   * when none is kept. Absent when the server answered.
   */
  listAsOf?: string | null;
};
