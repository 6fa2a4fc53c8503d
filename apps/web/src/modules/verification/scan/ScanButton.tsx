import { Button } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The camera, the decoder (BarcodeDetector or jsqr) and the dialog load on the first press only.
const QrScanner = lazy(() =>
  import('./QrScanner').then((module) => ({ default: module.QrScanner })),
);

/**
 * "Escanear QR": opens the camera; a certificate's QR opens its address here. `label`: another
 * catalogue key for the words, where a second button offers the scanner (a typed serial that
 * could not be checked without signal).
 */
export function ScanButton({
  onAddress,
  label = 'verify.scan.button',
}: {
  onAddress: (address: string) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="md"
        leftSection={<IconQrcode size={20} aria-hidden />}
        onClick={() => setOpen(true)}
        w="fit-content"
      >
        {t(label)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <QrScanner
            onClose={() => setOpen(false)}
            onAddress={(address) => {
              setOpen(false);
              onAddress(address);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
