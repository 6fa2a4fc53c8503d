import { describe, expect, it } from 'vitest';
import { otpCodeEmail, passwordChangedEmail, supportMessageEmail } from './templates';

describe('one-time code e-mail', () => {
  it('gives the login code, its lifetime and the product name in text and HTML', () => {
    const email = otpCodeEmail({
      names: 'Ana Pérez',
      code: '482913',
      purpose: 'login',
      minutes: 10,
    });
    expect(email.subject).toBe('Su código de verificación de AptoVial');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('482913');
      expect(body).toContain('10 minutos');
      expect(body).toContain('AptoVial');
      expect(body).toContain('iniciar sesión');
    }
    expect(email.html).toMatch(/^<!doctype html>/);
    expect(email.html).toContain('lang="es"');
  });

  it('words the recovery code differently', () => {
    const email = otpCodeEmail({ names: 'Ana', code: '000111', purpose: 'recovery', minutes: 10 });
    expect(email.subject).toMatch(/recuperar su contraseña/);
    expect(email.text).toContain('su contraseña no cambiará');
  });

  it('escapes the name in the HTML and keeps it readable in the text', () => {
    const names = '<script>alert("x")</script> & Cía';
    const email = otpCodeEmail({ names, code: '123456', purpose: 'login', minutes: 10 });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cía');
    expect(email.text).toContain(names);
  });
});

describe('password changed e-mail', () => {
  it('tells when (Caracas time), that sessions were closed and what to do if it was not them', () => {
    // 23:30 UTC on 5 March is 19:30 on 5 March in Caracas (UTC-4).
    const email = passwordChangedEmail({ names: 'Luis', when: new Date('2025-03-05T23:30:00Z') });
    expect(email.subject).toBe('Su contraseña de AptoVial fue cambiada');
    for (const body of [email.text, email.html]) {
      // Decision 0067: the product's one format, 24-hour, no 'p. m.'.
      expect(body).toContain('05/03/2025 19:30');
      expect(body).not.toMatch(/[ap]\.\s?m\./);
      expect(body).toContain('se cerraron todas las demás sesiones');
      expect(body).toContain('Si usted no hizo este cambio');
    }
  });

  it('uses the Caracas date even when UTC is already the next day', () => {
    const email = passwordChangedEmail({ names: 'Luis', when: new Date('2025-03-06T02:00:00Z') });
    expect(email.text).toContain('05/03/2025 22:00');
  });
});

describe('support message e-mail', () => {
  const input = {
    fromName: 'María <b>López</b>',
    fromEmail: 'maria@example.com',
    module: 'medicVial',
    subject: 'No puedo\r\nBcc: otro@example.com',
    message: 'Línea uno\nLínea <dos>',
  };

  it('carries sender, module, subject and message, escaped in the HTML', () => {
    const email = supportMessageEmail(input);
    expect(email.text).toContain('De: María <b>López</b> <maria@example.com>');
    expect(email.text).toContain('Módulo: medicVial');
    expect(email.text).toContain('Línea uno\nLínea <dos>');
    expect(email.html).toContain('María &lt;b&gt;López&lt;/b&gt; &lt;maria@example.com&gt;');
    expect(email.html).toContain('Línea uno\nLínea &lt;dos&gt;');
    expect(email.html).not.toContain('<b>');
  });

  it('keeps the subject on one line so it cannot add mail headers', () => {
    const email = supportMessageEmail(input);
    expect(email.subject).toBe('[Soporte AptoVial] No puedo Bcc: otro@example.com');
  });
});
