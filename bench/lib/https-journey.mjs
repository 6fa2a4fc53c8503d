// The browser part of `npm run bench:https`: the e2e journeys' steps (journey-helpers.mjs) over
// https through nginx. The printout is fetched by the page itself, so the browser's TLS (and its
// trust of the test CA) carries every byte, as for a person.
const DESKTOP = { width: 1280, height: 800 };
// The demo lot TP-2026-01 (VE-A, 1000001-1001000); a fresh database, so its first serial is free.
const SERIAL = '1000001';
const MEDIC = 'director.vial.medicos@aptovial.test';

async function fetchPdfInPage(page, url) {
  const base64 = await page.evaluate(async (address) => {
    const token = sessionStorage.getItem('token');
    const answer = await fetch(address, { headers: { authorization: `Bearer ${token}` } });
    const bytes = new Uint8Array(await answer.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return `${answer.status} ${answer.headers.get('content-type')} ${btoa(binary)}`;
  }, url);
  const [status, type, data] = base64.split(' ');
  return { status: Number(status), type, pdf: Buffer.from(data, 'base64') };
}

export async function issueAndVerify({ browser, helpers, smtp, baseUrl, record }) {
  const medic = await helpers.openWatchedPage(browser, DESKTOP, baseUrl);
  const { page } = medic;
  await helpers.signInFully(page, { baseUrl, smtp }, '/Login', MEDIC);
  const hop = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0]?.nextHopProtocol ?? '',
  );
  record('sign-in over https (password, terms, e-mailed code)', true, `${MEDIC}, page over ${hop}`);

  const sidebar = page.getByRole('navigation', { name: 'Navegación principal' });
  await sidebar.getByRole('button', { name: 'Certificados' }).click();
  await sidebar.getByRole('link', { name: 'Lista de certificados' }).click();
  await page.getByRole('button', { name: 'Emitir certificado' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Serial/).fill(SERIAL);
  await form.getByText(/TP-2026-01.*libre/).waitFor();
  await helpers.fillDriver(form, {
    dni: '24681357',
    names: 'Carolina',
    lastNames: 'Briceño Peña',
    birthDay: '17/05/1990',
    place: 'Caracas',
    grade: '2',
    type: 'Primera vez',
  });
  await form.getByRole('button', { name: 'Emitir certificado' }).click();
  await form.waitFor({ state: 'detached' });
  const actions = page.getByRole('button', { name: `Acciones del certificado ${SERIAL}` });
  await actions.waitFor();
  record('certificate issued', true, `serial ${SERIAL}`);

  await actions.click();
  const [printout] = await Promise.all([
    page.waitForResponse((response) => /\/api\/certifields\/\d+\/pdf/.test(response.url())),
    page.getByRole('menuitem', { name: 'Ver / imprimir PDF (A4)' }).click(),
  ]);
  const { status, type, pdf } = await fetchPdfInPage(page, printout.url());
  const address = helpers.qrAddressOf(pdf);
  const expected = `${baseUrl}/Buscar-certificado-medicos?serial=${SERIAL}#`;
  record(
    'printout (PDF) and its QR',
    printout.status() === 200 &&
      status === 200 &&
      type === 'application/pdf' &&
      address.startsWith(expected),
    `${pdf.length} bytes, QR ${address.slice(0, expected.length + 12)}…`,
  );

  const officer = await helpers.openOnPhone(browser, baseUrl, address);
  await officer.page.getByRole('heading', { name: 'Válido' }).waitFor();
  const errors = [...medic.consoleErrors, ...officer.consoleErrors].filter((line) =>
    line.startsWith('pageerror'),
  );
  const secure = await officer.page.evaluate(() => window.isSecureContext);
  record(
    'QR verified on a phone over https',
    errors.length === 0 && secure,
    `"Válido", secure context ${secure}, page errors ${errors.length}`,
  );
  await officer.context.close();
  await medic.context.close();
}
