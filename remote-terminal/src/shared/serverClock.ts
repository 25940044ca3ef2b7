/**
 * The server's clock as the terminal sees it: a phone's own clock may be minutes off, and a
 * countdown to a draw's cutoff must count to the server's. Every answer's `Date` header (seconds)
 * tells the offset; the smallest seen, corrected for the second it rounds away, is kept.
 */
let offsetMs = 0;
let known = false;

export const serverClock = {
  /** Learns from an answer's `Date` header. */
  observe(dateHeader: string | null | undefined, receivedAt = Date.now()): void {
    if (!dateHeader) return;
    const server = Date.parse(dateHeader);
    if (Number.isNaN(server)) return;
    // The header drops the milliseconds: the server's moment is within [server, server + 1 s).
    const offset = server + 500 - receivedAt;
    if (!known || Math.abs(offset - offsetMs) > 1500) offsetMs = offset;
    known = true;
  },
  now(): number {
    return Date.now() + offsetMs;
  },
  /** For tests. */
  reset(): void {
    offsetMs = 0;
    known = false;
  },
};

/** A duration as a countdown shows it: `1:05:09`, `12:04`, `0:09`. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
