import lighthouse, { type Result } from 'lighthouse';

/**
 * One Lighthouse run of a page (mobile: Moto G Power emulation, simulated slow 4G, 4× CPU
 * slowdown) in the Chromium listening on `port`. A run that fails to record (NO_NAVSTART,
 * NO_FCP: it happens on a loaded machine, and Lighthouse's own advice is to run again) is tried
 * once more.
 */
export async function auditPage(
  port: number,
  url: string,
  categories: readonly string[],
): Promise<{ lhr: Result; report: string }> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const message = `${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      if (attempt === 2) throw new Error(message);
      console.warn(`${message} Running it again.`);
      continue;
    }
    for (const warning of lhr.runWarnings) console.warn(`${url}: ${warning}`);
    return { lhr, report: String(result.report) };
  }
}
