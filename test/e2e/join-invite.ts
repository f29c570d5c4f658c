/** Accepting an invite on the running stack as a person does on the dashboard's join page. */

export type Person = { name: string; email: string; password: string };

/**
 * Opens the invite's link (the page sets the pre-sign-in form's cookie and carries its token), then
 * posts the join form back from the same origin; the person is a member once it answers 303.
 */
export async function joinByInvite(url: string, person: Person): Promise<void> {
  const page = await fetch(url, { headers: { Accept: 'text/html' } });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`the invite page answered ${page.status}`);
  const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('the invite page has no form token');
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const joined = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Origin: new URL(url).origin, Cookie: cookie },
    body: new URLSearchParams({ _csrf: token, ...person }),
  });
  await joined.arrayBuffer();
  if (joined.status !== 303) throw new Error(`joining answered ${joined.status}, not 303`);
}
