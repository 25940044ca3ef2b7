import { businessTime } from '@banca/kit';
import { useEffect, useState } from 'react';
import { serverClock } from './serverClock';

/** The server's "now" (epoch ms), renewed every `everyMs`: what the countdowns count from. */
export function useServerNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverClock.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Today on the banca's clock, by the server's time: 'YYYY-MM-DD'. */
export const businessDayNow = (): string => businessTime(new Date(serverClock.now())).format('YYYY-MM-DD');
