import { useEffect, useRef, useState } from 'react';

/** The browser's barcode reader (Chrome on Android, among others); absent elsewhere, where typing the code always works. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

export function barcodeDetector(): BarcodeDetectorClass | null {
  const found = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof found === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function' ? found : null;
}

/**
 * The back camera, read a few times a second until a QR code shows: its text is handed over and
 * the camera is let go. A refused or missing camera says so; typing the code still works.
 */
export function QrScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        const element = video.current!;
        element.srcObject = media;
        await element.play();
        timer = setInterval(async () => {
          try {
            const [found] = await detector.detect(element);
            if (found?.rawValue) {
              clearInterval(timer);
              onCode(found.rawValue.trim());
            }
          } catch {
            // a frame that could not be read: the next one may
          }
        }, 250);
      })
      .catch(() => setError('No se pudo usar la cámara. Escribe el código del ticket.'));
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode]);

  return (
    <div className="t-card t-scanner">
      {error ? (
        <p className="t-field-error" role="alert">
          {error}
        </p>
      ) : (
        <>
          <p className="t-muted">Apunta la cámara al código QR del ticket.</p>
          <video ref={video} muted playsInline />
        </>
      )}
      <button type="button" className="t-button" onClick={onClose}>
        Cerrar la cámara
      </button>
    </div>
  );
}
