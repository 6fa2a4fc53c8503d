import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFrameDecoder } from './frameDecoder';
import { verifyAddressOf } from './qrAddress';

/** Time between two frames read: enough for a steady hand, light on a cheap phone's CPU. */
const FRAME_INTERVAL_MS = 150;

type Problem = 'noCamera' | 'notOurs' | null;

/**
 * The camera in a dialog (the back camera where there is one); a certificate's QR hands its
 * address on, any other code says so and scanning goes on. The camera stops when it closes.
 */
export function QrScanner({
  onClose,
  onAddress,
}: {
  onClose: () => void;
  onAddress: (address: string) => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<Problem>(null);
  // The latest callback, without restarting the camera when the parent renders again.
  const found = useRef(onAddress);
  found.current = onAddress;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      const element = video.current;
      if (stopped || element === null) return;
      element.srcObject = stream;
      await element.play();
      const decode = await createFrameDecoder();
      const read = async () => {
        if (stopped) return;
        const text = await decode(element).catch(() => null);
        const address = text === null ? null : verifyAddressOf(text);
        if (address !== null) return found.current(address);
        if (text !== null) setProblem('notOurs');
        timer = setTimeout(read, FRAME_INTERVAL_MS);
      };
      void read();
    };
    start().catch(() => {
      if (!stopped) setProblem('noCamera');
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('verify.scan.title')}
      closeButtonProps={{ 'aria-label': t('verify.scan.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('verify.scan.hint')}</Text>
        <video
          ref={video}
          muted
          playsInline
          style={{ width: '100%', borderRadius: 8, background: '#000' }}
        />
        {problem !== null && (
          <Alert color={problem === 'noCamera' ? 'red' : 'orange'} role="alert">
            {t(`verify.scan.${problem}`)}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
