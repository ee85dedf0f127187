import { serve, launch } from '../tests/e2e/harness.mjs';
const srv = await serve('dist');
const browser = await launch();
for (const [locale, scheme, q, name] of [['fr-FR', 'dark', '12 minutes de retard', 'fr-late'], ['en-GB', 'light', 'false riichi', 'en-false-riichi']]) {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, locale, colorScheme: scheme, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const page = await ctx.newPage();
  await page.goto(srv.url);
  await page.waitForSelector('#incident-search');
  await page.locator('#incident-search').pressSequentially(q);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: true });
  await ctx.close();
}
await browser.close(); srv.close();
