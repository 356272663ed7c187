/** Pure: how a toast names a console user: the e-mail, else the name, else '#id'. */
export const userName = (user: Readonly<Record<string, unknown>>): string =>
  [user.email, user.name].find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? `#${String(user.id)}`;
