/**
 * `npm run keys:rotate -w apps/api`: a new key signs the certificates' QR proofs from the next
 * start on; the old public key stays listed (retired) so what it signed still verifies.
 * `npm run keys:rotate -w apps/api -- withdraw <kid>`: a leaked key's proofs read "firma
 * retirada, verifique en línea" (rotating first when it is the one signing).
 * Runs from the repository root with the server's environment (DATA_DIR, CERTIFICATE_*).
 */

import { loadProcessConfig } from '../src/config';
import { rotateCertificateKey, withdrawCertificateKey } from '../src/keys/certificate-key-ring';

const [command = 'rotate', kid] = process.argv.slice(2);
const config = loadProcessConfig();
const now = new Date();

function report(rotation: ReturnType<typeof rotateCertificateKey>) {
  if (rotation.retiredKid) console.log(`Clave anterior ${rotation.retiredKid}: sigue publicada.`);
  console.log(`Clave nueva: ${rotation.kid}`);
  if (rotation.stored) {
    console.log('Reinicie el servidor para firmar con la clave nueva.');
  } else {
    console.log('CERTIFICATE_SIGNING_KEY está definida: póngale esta clave y reinicie:');
    console.log(rotation.pem);
  }
  console.log(`Claves públicas en ${rotation.recordsFolder} (compártalas con cada servidor).`);
}

if (command === 'rotate') {
  report(rotateCertificateKey(config, now));
} else if (command === 'withdraw' && kid) {
  const { rotation } = withdrawCertificateKey(config, kid, now);
  if (rotation) report(rotation);
  console.log(
    `Clave ${kid} marcada como comprometida (firma retirada). Reimprima sus certificados.`,
  );
} else {
  console.error('Uso: keys:rotate [rotate | withdraw <kid>]');
  process.exitCode = 2;
}
