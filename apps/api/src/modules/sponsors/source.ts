import { readFile } from 'node:fs/promises';

export class RegisterSourceError extends Error {}

async function get(url: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(120_000), headers: { 'user-agent': 'JobBridge register import' } });
  } catch (err) {
    throw new RegisterSourceError(`Could not reach ${url}: ${(err as Error).message}`);
  }
  if (!res.ok) throw new RegisterSourceError(`${url} answered ${res.status}`);
  return res;
}

/** Finds the CSV link on the publication page (the file name changes with every update). */
async function findRegisterCsvUrl(pageUrl: string): Promise<string> {
  const html = await (await get(pageUrl)).text();
  const links = [...html.matchAll(/href="([^"]+\.csv)"/gi)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), pageUrl).toString());
  const csv = links.find((l) => /worker|sponsor/i.test(l)) ?? links[0];
  if (!csv) throw new RegisterSourceError(`No CSV link on ${pageUrl}`);
  return csv;
}

/** The register's text from a file path, a CSV URL, or (no argument) the current file on GOV.UK. */
export async function loadRegisterText(source: string | undefined, pageUrl: string): Promise<{ text: string; source: string }> {
  if (source && !/^https?:\/\//i.test(source)) return { text: await readFile(source, 'utf8'), source };
  const url = source ?? (await findRegisterCsvUrl(pageUrl));
  return { text: await (await get(url)).text(), source: url };
}
