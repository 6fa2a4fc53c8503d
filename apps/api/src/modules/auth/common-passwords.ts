import { TOP_PASSWORDS } from './common-passwords-top';

/**
 * Local favourites (Spanish, Venezuelan, the product's own words) that a worldwide list misses;
 * the 10,000 most common passwords of 8+ characters come from common-passwords-top.ts
 * (decision 0050). Both compared in lower case and without spaces; anything in them (or the
 * e-mail itself) is refused as a password.
 */
const LOCAL = `
123456 123456789 12345678 1234567890 12345 1234567 password password1 password123 qwerty
qwerty123 qwertyuiop abc123 111111 000000 123123 123321 654321 666666 696969 777777 888888
987654321 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx asdfghjk asdfgh asdf1234 admin admin123
administrador root toor welcome welcome1 letmein iloveyou monkey dragon football baseball
master sunshine princess shadow superman michael jordan23 starwars trustno1 passw0rd
p@ssw0rd p@ssword contraseña contrasena contraseña1 contrasena1 contraseña123 contrasena123
clave clave123 clave1234 miclave venezuela venezuela1 venezuela123 caracas caracas123
maracaibo valencia barquisimeto merida maracay teamo teamo123 tequiero amor amor123
amorcito mivida princesa princesa1 mariposa corazon estrella bonita chocolate familia
familia123 dios diosteama jesucristo jesus123 gabriel daniel alejandro alejandra andrea
carolina fernanda gabriela valentina sebastian santiago samuel jose1234 maria123 mariajose
carlos123 luis1234 pedro123 juan1234 medico medico123 doctor doctor123 enfermera
enfermera123 salud salud123 hospital colegio colegio123 intt intt1234 aptovial aptovial1
aptovial123 certificado licencia conducir conductor vialidad transito 12341234 11111111
22222222 00000000 99999999 12121212 11223344 13579 2468 a1b2c3d4 abcd1234 abcdef
abcdefgh iloveyou1 football1 changeme cambiame cambiar123 temporal temporal1 prueba
prueba123 test1234 usuario usuario123 user1234 guest invitado qazwsx qweasd qweasdzxc
zxcvbnm zxcvbn asdasd asdasdasd qwe123 qwe12345 1qazxsw2 sistemas sistemas123
`;

const COMMON_PASSWORDS = new Set(`${TOP_PASSWORDS}\n${LOCAL}`.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string, email?: string): boolean {
  const normalized = password.toLowerCase().replace(/\s+/g, '');
  if (COMMON_PASSWORDS.has(normalized)) return true;
  if (email && normalized === email.toLowerCase()) return true;
  const localPart = email?.split('@')[0]?.toLowerCase();
  return localPart !== undefined && localPart.length >= 4 && normalized === localPart;
}
