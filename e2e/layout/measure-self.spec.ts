import { expect, test } from '@playwright/test';
import { measureScreen } from './measure';

// The layout check must be able to fail: a page with each fault it looks for.
test('the layout measure finds a cut badge, an action past the table edge and content under the support button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.setContent(`
    <style>body{margin:0} .mantine-Badge-root{display:inline-block;width:30px;overflow:hidden;white-space:nowrap}</style>
    <main>
      <div style="width:400px;overflow-x:auto"><table style="width:900px"><tbody><tr>
        <td>Ref</td><td><span class="mantine-Badge-root"><span class="mantine-Badge-label" style="display:block;overflow:hidden">ESPERANDO</span></span></td>
        <td style="padding-left:700px"><button>Tomar</button></td>
      </tr></tbody></table></div>
      <div style="height:1200px"></div>
      <button style="position:absolute;left:10px;top:770px">Guardar</button>
    </main>
    <button data-testid="support-widget-button" style="position:fixed;left:0;bottom:0;width:200px;height:40px">?</button>`);
  const measured = await measureScreen(page);
  const what = measured.problems.map((p) => `${p.what}: ${p.text}`);
  expect(what).toContain('badge clipped: ESPERANDO');
  expect(what).toContain('row action (table at its start): Tomar');
  expect(what.some((w) => w.startsWith('under the support button (page at its top)'))).toBe(true);
  expect(measured.scrolling).toHaveLength(1);
});
