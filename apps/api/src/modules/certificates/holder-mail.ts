import { routePaths } from '@aptovial/shared';
import type { Mailer } from '../../adapters/mail/types';
import type { Db } from '../../db/client';
import { certificateHolderEmails } from '../../db/schema/index';
import type { AttachmentResolver } from '../mail/service';
import { certificateIssuedEmail } from './holder-templates';
import { renderCertificatePdf } from './pdf/index';
import { proofFieldsOf } from './proof-fields';
import { emailHashOf } from './reminder-stop';
import type { CertificatesRepo } from './repo';
import { toCertificate } from './rows';
import type { CertificateSigner } from './signing';

/** The outbox attachment kind of a certificate's printout: `certificate-pdf:<id>`. */
export const CERTIFICATE_PDF = 'certificate-pdf';

/** Where an issued certificate's holder is reached (decision 0087). */
export type HolderContact = { email: string; municipality: number | null };

/** The outbox as the holder's e-mails use it: queue, kick, and render the PDF when sending. */
export type HolderMailer = Pick<Mailer, 'enqueue' | 'enqueueMany' | 'kick'> & {
  resolveAttachments(kind: string, resolver: AttachmentResolver): void;
};

/**
 * Where the holder's copy goes: the form's address first (an empty field is none), else the
 * request's; the municipality of the request, else of the operative.
 */
export async function holderContactOf(
  email: string | undefined,
  requestHolder: ((tx: Db) => Promise<HolderContact | undefined>) | undefined,
  operativeMunicipality: number | undefined,
  tx: Db,
): Promise<HolderContact | undefined> {
  const request = await requestHolder?.(tx);
  const address = email || request?.email;
  if (!address) return undefined;
  return { email: address, municipality: request?.municipality ?? operativeMunicipality ?? null };
}

/** A calendar day as people read it: DD/MM/YYYY. */
export const dayText = (day: string) => day.split('-').reverse().join('/');

/** The public verify page of a serial. */
export const verifyUrlOf = (publicUrl: string, serial: number) =>
  `${publicUrl.replace(/\/+$/, '')}${routePaths.searchCertifieldsFree}?serial=${serial}`;

type Deps = {
  mail: HolderMailer;
  repo: Pick<CertificatesRepo, 'find'>;
  signer: CertificateSigner;
  publicUrl: string;
  clock: () => Date;
};

/**
 * The holder's copy of a certificate issued here: its address kept for the reminder, and an
 * e-mail with the signed printout, queued in the issuing transaction. The PDF is rendered by the
 * outbox sender when it sends (from the certificate's id, signed then), never stored.
 */
export function createHolderMail({ mail, repo, signer, publicUrl, clock }: Deps) {
  const render: AttachmentResolver = async (rest) => {
    const row = await repo.find(Number(rest));
    if (!row) throw new Error(`certificado ${rest} inexistente`);
    const certificate = toCertificate(row);
    const { url } = signer.sign(proofFieldsOf(certificate), certificate.version);
    const content = await renderCertificatePdf({
      certificate,
      verificationUrl: url,
      paper: 'LETTER',
      issuedAt: clock(),
    });
    const filename = `certificado-${certificate.serial}.pdf`;
    return { filename, contentType: 'application/pdf', content };
  };
  mail.resolveAttachments(CERTIFICATE_PDF, render);

  return {
    /** Inside the issuing transaction: the address is kept and the e-mail queued with it. */
    async issued(
      tx: Db,
      certificate: { id: number; serial: number; names: string; dueDate: string },
      holder: HolderContact,
    ): Promise<void> {
      const email = holder.email.trim();
      await tx.insert(certificateHolderEmails).values({
        certificateId: certificate.id,
        email,
        emailHash: emailHashOf(email),
        municipality: holder.municipality,
      });
      const content = certificateIssuedEmail({
        names: certificate.names,
        serial: certificate.serial,
        dueDate: dayText(certificate.dueDate),
        verifyUrl: verifyUrlOf(publicUrl, certificate.serial),
      });
      await mail.enqueue(
        { to: email, ...content, attachment: `${CERTIFICATE_PDF}:${certificate.id}` },
        tx,
      );
    },
    /** After the issuing transaction commits: the sender goes at once. */
    kick: () => mail.kick(),
  };
}
export type HolderMail = ReturnType<typeof createHolderMail>;
