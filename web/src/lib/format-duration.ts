/** Seconds as HH:MM:SS (hours past 99 keep growing): the solving timer and the Avg. Time tile. */
export function formatHms(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}
