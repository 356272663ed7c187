/**
 * What a user types in the console's date input (src/common/DateTextInput.tsx), and what it then shows:
 * yyyy-MM-dd → dd/MM/yy, yyyy-MM-ddTHH:mm → dd/MM/yy HH:mm, whatever the browser's locale. '' stays ''.
 */
export function dateText(local: string): string {
  const m = /^\d{2}(\d{2})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?$/.exec(local);
  if (!m) return local;
  const [, yy, mm, dd, time] = m;
  return `${dd}/${mm}/${yy}${time ? ` ${time}` : ''}`;
}
