/**
 * Why the server ended the last session, said once by a sign-in form (the back-office's and the
 * terminal's): read when the page opens, then forgotten — unless this page is about to reload (the
 * session just ended), when the reloaded page says it.
 */
import { SESSION_END_TEXT } from '@banca/contracts/enums';
import { authStore } from '@banca/shared-auth';
import { useEffect, useState } from 'react';

export function useSessionEndNotice(): string | null {
  const [reason] = useState(() => authStore.getState().sessionEndReason);
  useEffect(() => {
    if (reason && !authStore.getState().pageReloading) authStore.getState().setSessionEndReason(null);
  }, [reason]);
  return reason ? `Tu sesión terminó: ${SESSION_END_TEXT[reason]}.` : null;
}
