import fc from 'fast-check';
import { hostileString } from './hostile';

const BOUNDARY = '----aptovial-fuzz';

/** One form part as a browser writes it (modules/profile/testing.ts `uploadPhoto`), any header. */
function part(disposition: string, type: string | undefined, content: Buffer): Buffer {
  const typeLine = type === undefined ? '' : `Content-Type: ${type}\r\n`;
  const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${typeLine}\r\n`;
  return Buffer.concat([Buffer.from(head), content, Buffer.from('\r\n')]);
}

const closing = Buffer.from(`--${BOUNDARY}--\r\n`);

/** Bytes that claim to be a picture: a PNG or JPEG signature and then noise, or nothing. */
const fakeImage = fc
  .tuple(
    fc.constantFrom(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('GIF89a'),
      Buffer.from('<svg onload=alert(1)>'),
      Buffer.alloc(0),
    ),
    fc.uint8Array({ maxLength: 256 }),
  )
  .map(([signature, noise]) => Buffer.concat([signature, Buffer.from(noise)]));

/** File names and field names an attacker picks. */
const hostileName = fc.oneof(
  fc.constantFrom('foto.png', '../../../etc/passwd', 'a"b.png', 'foto.png\u0000.exe', ''),
  hostileString.filter((text) => text.length < 300),
);

/** Well-formed multipart bodies with wrong content: fields, two files, no file, odd names. */
const oddForm = fc
  .record({
    field: fc.constantFrom('file', 'foto', 'file[]', ''),
    filename: hostileName,
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/pdf', undefined),
    image: fakeImage,
    extra: fc.constantFrom('none', 'secondFile', 'textField', 'noFile'),
  })
  .map(({ field, filename, type, image, extra }) => {
    const file = part(`form-data; name="${field}"; filename="${filename}"`, type, image);
    const parts =
      extra === 'noFile'
        ? [part('form-data; name="nota"', undefined, Buffer.from('hola'))]
        : extra === 'secondFile'
          ? [file, file]
          : extra === 'textField'
            ? [part('form-data; name="nota"', undefined, Buffer.from('hola')), file]
            : [file];
    return Buffer.concat([...parts, closing]);
  });

/** Bodies that are not multipart at all, or break its framing. */
const brokenForm = fc.constantFrom(
  Buffer.from('no es un formulario'),
  Buffer.from(`--${BOUNDARY}\r\nsin cabeceras`),
  Buffer.from(
    `--otro-limite\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--otro-limite--`,
  ),
  Buffer.alloc(0),
);

/** A multipart upload that should be refused: wrong content, broken framing or a bad header. */
export const malformedUpload: fc.Arbitrary<{ type: string; payload: Buffer }> = fc.oneof(
  oddForm.map((payload) => ({ type: `multipart/form-data; boundary=${BOUNDARY}`, payload })),
  brokenForm.map((payload) => ({ type: `multipart/form-data; boundary=${BOUNDARY}`, payload })),
  oddForm.map((payload) => ({ type: 'multipart/form-data', payload })),
  oddForm.map((payload) => ({ type: 'multipart/mixed; boundary=x', payload })),
);
