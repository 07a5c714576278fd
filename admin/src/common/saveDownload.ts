/**
 * Saves a fetched file answer (the admin API needs the bearer token, so no plain link) under the
 * server's file name, else `fallbackName`.
 */
export async function saveDownload(res: Response, fallbackName: string): Promise<void> {
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has started the download by now; the object URL only has to outlive that
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
