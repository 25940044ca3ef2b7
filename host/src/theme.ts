/**
 * A light tint of a colour: `tint('#0f6e56', 0.1)` is 10 % of it over white.
 *
 * Why: antd derives `colorPrimaryBg` from its palette, and for the deep green of the shared theme
 * that comes out grey (#a3ada9), which made selected and unread rows look disabled. The shell's
 * highlights use a real tint of the primary colour instead. (Setting `colorPrimaryBg` in
 * shared-auth's theme would fix it for every app at once.)
 */
export function tint(hex: string, amount: number): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) return hex;
  const value = parseInt(match[1], 16);
  const channels = [value >> 16, (value >> 8) & 0xff, value & 0xff];
  return `#${channels
    .map((channel) =>
      Math.round(255 - (255 - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
