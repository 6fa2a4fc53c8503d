-- First version of the terms of use of each module; a new version is a new row (and a new migration).
INSERT INTO "terms" ("module", "version", "text") VALUES
  ('colegio', 1, 'Términos y condiciones de uso de AptoVial · Colegio de Médicos

1. El acceso es personal e intransferible. Usted es responsable de toda acción realizada con su cuenta y debe cerrar la sesión al terminar.
2. Los datos de médicos, enfermeras y certificados son confidenciales. Solo puede consultarlos o modificarlos para las funciones de su cargo en el Colegio.
3. Cada registro, modificación y certificado queda asociado a su cuenta y se conserva en el historial de auditoría.
4. Emitir o alterar certificados sin la evaluación médica correspondiente es una falta grave que será notificada a las autoridades competentes.
5. El Colegio puede revocar el acceso en cualquier momento. Al aceptar, declara haber leído estas condiciones.'),
  ('INTT', 1, 'Términos y condiciones de uso de AptoVial · INTT

1. El acceso es personal e intransferible y se otorga solo al personal autorizado del Instituto Nacional de Transporte Terrestre.
2. La consulta de médicos y certificados debe responder a una verificación oficial; no está permitido divulgar los datos obtenidos.
3. Cada consulta queda asociada a su cuenta y se conserva en el historial de auditoría.
4. El Instituto puede revocar el acceso en cualquier momento. Al aceptar, declara haber leído estas condiciones.'),
  ('medicVial', 1, 'Términos y condiciones de uso de AptoVial · Medicina Vial

1. El acceso es personal e intransferible y corresponde a médicos habilitados en medicina vial y a su personal administrativo.
2. Cada certificado emitido certifica una evaluación médica presencial del solicitante; emitirlo sin ella es una falta grave.
3. Los datos de los solicitantes y sus pagos son confidenciales y solo se usan para emitir el certificado.
4. Cada certificado, operativo y pago queda asociado a su cuenta y se conserva en el historial de auditoría.
5. El acceso puede ser revocado en cualquier momento. Al aceptar, declara haber leído estas condiciones.');
