import {
  type Certificate,
  certificateIdParamsSchema,
  certificatePdfQuerySchema,
  certificateReportPdfQuerySchema,
  routePaths,
} from '@aptovial/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionService } from '../auth/sessions';
import type { CertificatesDirectory } from './list/directory';
import { renderCertificatePdf, renderCertificateReportPdf } from './pdf/index';
import { proofFieldsOf } from './proof-fields';
import { actor, errors, guard, meta } from './routes';
import type { CertificateSigner } from './signing';

type Deps = {
  sessions: SessionService;
  directory: CertificatesDirectory;
  signer: CertificateSigner;
  /** The public address, for the verify page of a printout without a QR. */
  publicUrl: string;
  clock: () => Date;
};

/** Printouts are personal data: shown inline, never cached. */
const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);

/** The certificate printout with its signed QR, and the certificate report, as PDF. */
export const certificatePdfRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { sessions, directory, signer, publicUrl, clock } = deps;

  /**
   * The signed address for the QR, or, for a certificate of the replaced system, the verify
   * page's address with the serial alone: it was never signed, so nothing signs it now (0080).
   */
  async function verificationOf(certificate: Certificate) {
    if (await directory.isImported(certificate.serial)) {
      const base = publicUrl.replace(/\/+$/, '');
      const url = `${base}${routePaths.searchCertifieldsFree}?serial=${certificate.serial}`;
      return { verificationUrl: url, imported: true };
    }
    const { url } = signer.sign(proofFieldsOf(certificate), certificate.version);
    return { verificationUrl: url, imported: false };
  }
  const produces = ['application/pdf'];

  app.get(
    '/:id/pdf',
    {
      ...guard(sessions),
      schema: {
        ...meta,
        summary: 'Certificado para imprimir (PDF con el código QR firmado)',
        params: certificateIdParamsSchema,
        querystring: certificatePdfQuerySchema,
        produces,
        response: errors,
      },
    },
    async (request, reply) => {
      const certificate = await directory.one(actor(request), request.params.id);
      const pdf = await renderCertificatePdf({
        certificate,
        ...(await verificationOf(certificate)),
        paper: request.query.paper,
        issuedAt: clock(),
      });
      return sendPdf(reply, `certificado-${certificate.serial}.pdf`, pdf);
    },
  );

  app.get(
    '/reports/pdf',
    {
      ...guard(sessions, 'colegio'),
      schema: {
        ...meta,
        summary: 'Reporte de certificados en PDF (los filtros del reporte)',
        querystring: certificateReportPdfQuerySchema,
        produces,
        response: errors,
      },
    },
    async (request, reply) => {
      const { paper, ...query } = request.query;
      const { data, president } = await directory.report(actor(request), query);
      const filters = Object.fromEntries(
        Object.entries(request.query).flatMap(([key, value]) =>
          key === 'paper' || value === undefined ? [] : [[key, String(value)]],
        ),
      );
      const pdf = await renderCertificateReportPdf({
        certificates: data,
        president,
        filters,
        generatedAt: clock(),
        paper,
      });
      return sendPdf(reply, 'reporte-certificados.pdf', pdf);
    },
  );
};
