import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, supportMessages } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, signIn } from '../../test/auth';
import { createSeededApp, DEMO_PASSWORD } from '../../test/demo';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createSeededApp();
  token = await signIn(t.app, t.database, 'colegio', 'admin.medicos@aptovial.test', DEMO_PASSWORD);
});
afterAll(() => t.close());

const sendContact = (payload: object, url = '/api/auth/send-contact') =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('support messages', () => {
  it('stores a support message and e-mails it to support', async () => {
    const response = await sendContact({
      subject: 'No puedo imprimir',
      message: 'El botón de imprimir no responde desde ayer.',
    });
    expect(response.json()).toEqual({ data: { message: 'Su reporte se ha enviado exitosamente' } });
    expect(await t.database.db.select().from(supportMessages)).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'soporte@aptovial.local'));
    expect(mails[0]?.textBody).toContain('El botón de imprimir no responde');
  });

  it('refuses an empty message and keeps nothing', async () => {
    const before = (await t.database.db.select().from(supportMessages)).length;
    const empty = await sendContact({ subject: '', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(await t.database.db.select().from(supportMessages)).toHaveLength(before);
  });

  it("refuses a session of another login's prefix", async () => {
    const response = await sendContact(
      { subject: 'Consulta', message: 'Una consulta de otro módulo.' },
      '/api/authINTT/send-contact',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('WRONG_MODULE');
  });
});
