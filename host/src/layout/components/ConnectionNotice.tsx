import { checkServer, useServerReachable } from '@banca/shared-auth';
import { Alert, type AlertRef, Button } from 'antd';
import { useCallback, useState } from 'react';

/**
 * Above antd's dialogs and their dark mask (z-index 1000), below its messages (2010): a person
 * editing in a dialog sees the notice too.
 */
export const CONNECTION_NOTICE_Z_INDEX = 1050;

/**
 * Room kept above every open dialog while the notice shows (its place below the header, its
 * height and a gap): the notice stays above the dialogs, so they start below it rather than
 * have their title and tabs hidden under it. antd's dialog layer scrolls when the rest is taller.
 */
export const dialogRoomBelow = (noticeBottom: number) => `.ant-modal-wrap { padding-top: ${Math.ceil(noticeBottom) + 8}px; }`;

/**
 * The one notice of a server that cannot be reached (the HTTP client's verdict), above every page
 * and every open dialog, kept in view below the header (`top`) while the page scrolls: the sections
 * need not each say it, and what failed meanwhile is asked again by itself when the server answers.
 */
export function ConnectionNotice({ top = 0 }: { top?: number }) {
  const reachable = useServerReachable();
  const [checking, setChecking] = useState(false);
  const [height, setHeight] = useState(0);
  // Its height as it shows (React 19: the ref's cleanup stops observing when it goes).
  const observeHeight = useCallback((alert: AlertRef | null) => {
    const element = alert?.nativeElement;
    if (!element) return;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (reachable) return null;
  const checkNow = async () => {
    setChecking(true);
    try {
      await checkServer();
    } finally {
      setChecking(false);
    }
  };
  return (
    <>
      <style data-testid="connection-notice-room">{dialogRoomBelow(top + height)}</style>
      <Alert
        ref={observeHeight}
        type="warning"
        showIcon
        role="alert"
        title="Sin conexión con el servidor"
        description="Reintentamos automáticamente; los datos se actualizarán solos cuando vuelva la conexión."
        action={
          <Button size="small" loading={checking} onClick={() => void checkNow()}>
            Reintentar ahora
          </Button>
        }
        style={{ marginBottom: 16, position: 'sticky', top, zIndex: CONNECTION_NOTICE_Z_INDEX }}
        data-testid="connection-notice"
      />
    </>
  );
}
