/**
 * First run: asks the worker for the one-time link that creates the first workspace and its owner
 * (`POST /admin/setup-link` with ADMIN_TOKEN). Null once the dashboard has an account: then the
 * owner signs in, and others join by invite.
 */
export async function requestSetupLink(workerUrl: string, adminToken: string): Promise<string | null> {
  const res = await fetch(`${workerUrl}/admin/setup-link`, { method: 'POST', headers: { Authorization: `Bearer ${adminToken}` } });
  if (res.status === 409) return null;
  if (res.status !== 201) throw new Error(`POST /admin/setup-link answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

/** The lines `npm start` prints about the dashboard's first run (none once it is set up). */
export async function setupLinkLines(workerUrl: string, adminToken: string): Promise<string[]> {
  try {
    const url = await requestSetupLink(workerUrl, adminToken);
    return url ? [`  first run     ${url}`, '                (one-time link: creates the first workspace and its owner)'] : [];
  } catch (error) {
    return [`  first run     could not get a setup link: ${error instanceof Error ? error.message : String(error)}`];
  }
}
