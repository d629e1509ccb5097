// End-to-end test of the explorer: serves the Trunk build (dist/) on loopback, loads it in Debian's
// headless Chromium driven by playwright-core, and checks what a user sees: the default kernel's
// compilation from the core (in the Web Worker), reactions to edits, the examples menu, the SM
// selector, the help, links. Saves screenshots to target/e2e/. Prints two measurements as
// `e2e metric:` lines: the gzip size of each .wasm, and the time from navigation to the first
// compiled result (the app's `nvisel-first-result` performance mark).
// Usage: node tests/e2e/explorer.mjs [DIST_DIR]. Last line: `e2e: N passed, N failed`.
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const require = createRequire(path.join(root, 'tools/package.json'));
const { chromium } = require('playwright-core');

const dist = path.resolve(process.argv[2] || path.join(root, 'dist'));
const shots = path.join(root, 'target/e2e');
fs.mkdirSync(shots, { recursive: true });

for (const f of fs.readdirSync(dist).filter((f) => f.endsWith('.wasm')).sort()) {
  const bytes = fs.readFileSync(path.join(dist, f));
  const gz = zlib.gzipSync(bytes, { level: 9 }).length;
  console.log(`e2e metric: ${f}: ${(bytes.length / 1024).toFixed(0)} KiB, gzip -9 ${(gz / 1024).toFixed(0)} KiB`);
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml' };
const served = [];
const server = http.createServer((req, res) => {
  const url = decodeURIComponent(req.url.split('?')[0]);
  served.push(url);
  let file = path.join(dist, url === '/' ? 'index.html' : url);
  if (!file.startsWith(dist) || !fs.existsSync(file)) { res.writeHead(404); res.end('not found'); return; }
  res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
const pageErrors = [];
page.on('pageerror', (e) => pageErrors.push(String(e)));
page.on('console', (m) => { if (m.type() === 'error') pageErrors.push(m.text()); });

let passed = 0, failed = 0;
async function spec(name, body) {
  try {
    await body();
    passed++;
    console.log(`e2e ${name} ... ok`);
  } catch (e) {
    failed++;
    console.log(`e2e ${name} ... FAILED\n  ${String(e && e.stack || e).split('\n').join('\n  ')}`);
  }
}
function expect(cond, what) { if (!cond) throw new Error(what); }
const timeout = 30000;
// The memcpy size that keeps the worker busy for seconds (the cancel spec).
const CANCEL_BYTES = 16384;

const done = '[data-testid=compile-status][data-state=done]';
// Waits until the shown compilation is the current one and `check(ptxText)` holds.
async function waitForPtx(check, what) {
  await page.waitForFunction(([sel, src]) => {
    const ok = document.querySelector(sel);
    const ptx = document.querySelector('[data-testid=ptx-output]');
    return ok && ptx && new Function('ptx', `return (${src})(ptx)`)(ptx.innerText);
  }, [done, check.toString()], { timeout }).catch(() => { throw new Error(`timed out waiting for ${what}`); });
}

await spec('the page loads, mounts the app and compiles the default kernel in the worker', async () => {
  await page.goto(base);
  await page.waitForSelector('[data-testid=phase-list] li', { timeout });
  expect((await page.title()).includes('nvisel'), `title is ${await page.title()}`);
  await page.waitForSelector(done, { timeout });
  const first = await page.evaluate(() => performance.getEntriesByName('nvisel-first-result')[0]?.startTime);
  expect(typeof first === 'number', 'the app marks its first result');
  console.log(`e2e metric: time to the first compiled result: ${first.toFixed(0)} ms after navigation (headless Chromium, loopback)`);
  expect(served.includes('/nvisel-worker_bg.wasm'), `the worker's wasm was loaded: ${served.join(' ')}`);
  const status = await page.locator('[data-testid=compile-status]').innerText();
  expect(/compiled in <?\d+ ms/.test(status), `status: ${status}`);
  // The worker reported each phase as it finished (the status names the one running); the page
  // marks every report: the first request's run from the LLVM IR to the Mercury encoder.
  const phases = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name).filter((n) => n.startsWith('nvisel-phase-')));
  const ids = [...new Set(phases.map((n) => n.split('-')[2]))];
  const last = phases.filter((n) => n.startsWith(`nvisel-phase-${ids[ids.length - 1]}-`)).map((n) => n.split('-').slice(3).join('-'));
  expect(last[0] === 'LLVM IR' && last[last.length - 1] === 'Mercury encoder' && last.length >= 15, `progress reports: ${last.join(', ')}`);
  await page.screenshot({ path: path.join(shots, 'loaded.png') });
});

await spec('the default kernel is compiled by the core and shown phase by phase', async () => {
  const source = await page.inputValue('[data-testid=source]');
  expect(source.includes('define ptx_kernel void @saxpy'), 'editor holds the default kernel');
  const llvm = page.locator('[data-testid=phase-list] li[data-phase=LlvmParse]');
  await llvm.waitFor({ timeout });
  expect((await llvm.getAttribute('class')).includes('ran'), `LLVM IR phase ran (class: ${await llvm.getAttribute('class')})`);
  await llvm.click();
  const text = await page.locator('[data-testid=snapshot-text]').innerText({ timeout });
  // The printed module comes from the core's parser and printer, not from the editor.
  expect(/define ptx_kernel void @saxpy\(/.test(text), 'LLVM IR snapshot shows the kernel');
  const stats = await page.locator('[data-testid=snapshot-stats]').innerText();
  expect(/\b1 kernels?\b/.test(stats), `snapshot stats count the kernel: ${stats}`);
  // The LLVM side runs to PTX: the PTX panel shows what the core's selector and printer made.
  const ptx = await page.locator('[data-testid=ptx-output]').innerText({ timeout });
  expect(ptx.includes('.visible .entry saxpy('), 'PTX has the kernel entry');
  expect(/fma\.rn(\.ftz)?\.f32/.test(ptx), 'the fma is selected');
  await page.screenshot({ path: path.join(shots, 'explorer.png'), fullPage: true });
});

await spec('the DAG panel draws the SelectionDAG of each block and the combine diff', async () => {
  await page.locator('[data-testid=phase-list] li[data-phase=DagBuild]').click();
  const nodes = page.locator('[data-testid=dag-svg] g.node');
  await nodes.first().waitFor({ timeout });
  const count = await nodes.count();
  expect(count >= 10, `entry block DAG has ${count} nodes`);
  const labels = await page.locator('[data-testid=dag-svg]').textContent();
  expect(labels.includes('NVPTXISD::LoadParam'), 'the parameters are read with LoadParam');
  await page.locator('[data-testid=phase-list] li[data-phase=Combine1]').click();
  const diff = await page.locator('[data-testid=dag-diff]').innerText({ timeout });
  expect(/\d+ new, \d+ removed since the previous phase/.test(diff), `diff line: ${diff}`);
  await page.screenshot({ path: path.join(shots, 'dag.png'), fullPage: true });
});

await spec('the Selection panel shows each contest and the machine passes their MIR', async () => {
  await page.locator('[data-testid=phase-list] li[data-phase=Isel]').click();
  const contests = page.locator('[data-testid=contest]');
  await contests.first().waitFor({ timeout });
  expect((await contests.count()) >= 5, 'several selected nodes');
  const text = await page.locator('[data-testid=isel-view]').innerText();
  expect(text.includes('won'), 'a winner is marked');
  expect(/layer 3: MatcherTable/.test(text), 'MatcherTable contests are shown');
  await page.screenshot({ path: path.join(shots, 'isel.png'), fullPage: true });
  await page.locator('[data-testid=phase-list] li[data-phase=MachinePasses]').click();
  const mir = await page.locator('[data-testid=mir-view]').innerText({ timeout });
  expect(/fma|FMA/.test(mir), 'the MIR shows the selected fma');
});

await spec('the default kernel reaches SASS, and an instruction opens as its 128 bits', async () => {
  const sass = await page.locator('[data-testid=sass-output]').innerText({ timeout });
  expect(sass.includes('FFMA'), 'the SASS listing has the FFMA');
  const enc = page.locator('[data-testid=phase-list] li[data-phase=Encode]');
  expect((await enc.getAttribute('class')).includes('ran'), 'the Mercury encoder ran');
  await enc.click();
  await page.locator('.sass-listing .line.clickable').first().waitFor({ timeout });
  await page.locator('.sass-listing .line.clickable', { hasText: 'FFMA' }).first().click();
  await page.locator('[data-testid=sass-bits]').waitFor({ timeout });
  const bits = await page.locator('[data-testid=sass-bits] .bit').count();
  expect(bits === 128, `128 bit cells, got ${bits}`);
  const fields = await page.locator('[data-testid=sass-fields] tr').count();
  expect(fields > 5, `named fields listed (${fields - 1})`);
  const head = await page.locator('[data-testid=sass-bits] .sass-text').innerText();
  expect(/FFMA/.test(head) && /\[B[0-5-]{6}:R[0-5-]:W[0-5-]:[Y-]:S\d\d\]/.test(head), `instruction and control code: ${head}`);
  // The ptxas-side decisions that chose it: the Phase 1 rule and the Phase 2 contest.
  const why = page.locator('[data-testid=sass-bits] [data-testid=sass-contest]');
  await why.waitFor({ timeout });
  const rule = await why.locator('[data-testid=sass-phase1-rule]').innerText();
  expect(rule.includes('fma.f32 → FFMA'), `Phase 1 rule: ${rule}`);
  const summary = await why.locator('[data-testid=sass-contest-summary]').innerText();
  expect(/Phase 2 contest of FFMA.*winner \S+ with \*prio \d+, encoding slot \d+/.test(summary), `contest: ${summary}`);
  const candidates = await why.locator('[data-testid=sass-candidates] tr').count();
  expect(candidates >= 2, `the matchers tried are listed (${candidates - 1})`);
  expect((await why.locator('[data-testid=sass-candidates] tr.winner').count()) === 1, 'one winner');
  await why.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'sass.png'), fullPage: true });
});

await spec('an edit recompiles and shows a positioned diagnostic, underlined in the editor', async () => {
  await page.fill('[data-testid=source]', 'define void @f() {\nentry:\n  %x = frob i32 1\n  ret void\n}\n');
  const diags = page.locator('[data-testid=diagnostics] li');
  await diags.first().waitFor({ timeout });
  const first = await diags.first().innerText();
  expect(/^3:\d+ error: /.test(first), `diagnostic is on line 3: ${first}`);
  await page.locator('[data-testid=squiggle]').first().waitFor({ timeout });
  await diags.first().click();
  const caret = await page.evaluate(() => document.activeElement.selectionStart);
  expect(caret === 'define void @f() {\nentry:\n'.length + parseInt(first.split(':')[1], 10) - 1, `clicking the diagnostic puts the cursor on it (${caret})`);
  await page.screenshot({ path: path.join(shots, 'diagnostic.png') });
});

await spec('the examples menu loads the PTX example and the PTX panel shows the core\'s PTX', async () => {
  await page.selectOption('[data-testid=examples]', 'saxpy.ptx');
  const kind = await page.locator('[data-testid=input-kind]').innerText();
  expect(kind === 'PTX', `input kind is ${kind}`);
  await waitForPtx((ptx) => ptx.includes('.entry saxpy('), 'the PTX example');
  const ptx = await page.locator('[data-testid=ptx-output]').innerText({ timeout });
  expect(ptx.includes('.visible .entry saxpy('), 'PTX panel shows the parsed and printed kernel');
  expect(!ptx.includes('Generated by LLVM'), 'the PTX panel shows the core printer output, not the editor text');
  await page.screenshot({ path: path.join(shots, 'ptx-example.png') });
});

await spec('picking an example from the menu loads, describes and compiles it', async () => {
  await page.selectOption('[data-testid=examples]', 'warp_shuffle.ll');
  const about = await page.locator('[data-testid=example-about]').innerText();
  expect(about.includes('shfl.sync.bfly'), `description: ${about}`);
  expect((await page.inputValue('[data-testid=source]')).includes('@llvm.nvvm.shfl.sync.bfly'), 'editor holds the example');
  await waitForPtx((ptx) => ptx.includes('shfl.sync.bfly.b32'), 'the shuffle in the PTX');
  for (const [ex, entry] of [['matmul.ll', 'matmul_naive'], ['local_array.ll', 'local_array']]) {
    await page.selectOption('[data-testid=examples]', ex);
    await page.waitForFunction(([sel, e]) => document.querySelector(sel)
      && document.querySelector('[data-testid=ptx-output]')?.innerText.includes(e), [done, entry], { timeout });
    const took = await page.locator('[data-testid=compile-status]').innerText();
    console.log(`e2e metric: ${ex} compiled (LLVM IR to SASS, full trace) in the worker: ${took.replace('compiled in ', '')}`);
  }
  await page.selectOption('[data-testid=examples]', 'warp_shuffle.ll');
  await waitForPtx((ptx) => ptx.includes('shfl.sync.bfly.b32'), 'the shuffle in the PTX again');
  const options = await page.locator('[data-testid=examples] option').count();
  expect(options >= 16, `${options - 1} examples in the menu`);
  await page.screenshot({ path: path.join(shots, 'example.png') });
});

await spec('editing the source recompiles in the worker and the output follows', async () => {
  await page.selectOption('[data-testid=examples]', 'saxpy.ll');
  await waitForPtx((ptx) => ptx.includes('.entry saxpy('), 'saxpy');
  const editor = page.locator('[data-testid=source]');
  await editor.click();
  // Type into the kernel's name, key by key, as a user would.
  const text = await editor.inputValue();
  const at = text.indexOf('@saxpy(') + '@saxpy'.length;
  await page.evaluate((i) => { const t = document.querySelector('[data-testid=source]'); t.focus(); t.setSelectionRange(i, i); }, at);
  await page.keyboard.type('_edited', { delay: 15 });
  await waitForPtx((ptx) => ptx.includes('.entry saxpy_edited('), 'the renamed kernel');
  const status = await page.locator('[data-testid=compile-status]').innerText();
  expect(/compiled in/.test(status), `status: ${status}`);
  expect((await page.locator('[data-testid=results].stale').count()) === 0, 'the result is current, not stale');
  await page.screenshot({ path: path.join(shots, 'edit.png') });
});

await spec('switching the SM recompiles for it', async () => {
  await page.selectOption('[data-testid=sm-select]', 'sm_80');
  await waitForPtx((ptx) => ptx.includes('.target sm_80'), '.target sm_80');
  const ptx = await page.locator('[data-testid=ptx-output]').innerText();
  expect(/\.version 7\.0/.test(ptx), 'sm_80 defaults to PTX 7.0');
  await page.selectOption('[data-testid=ptx-select]', '8.0');
  await waitForPtx((p) => p.includes('.version 8.0') && p.includes('.target sm_80'), '.version 8.0');
  await page.screenshot({ path: path.join(shots, 'sm.png') });
});

await spec('a copied link reproduces the view in a new page', async () => {
  const url = page.url();
  expect(/#v2\./.test(url), `the address bar holds a v2 link: ${url.slice(0, 80)}`);
  const other = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
  other.on('pageerror', (e) => pageErrors.push(String(e)));
  await other.goto(url);
  await other.waitForSelector(done, { timeout });
  expect((await other.inputValue('[data-testid=source]')).includes('@saxpy_edited('), 'same source');
  expect((await other.inputValue('[data-testid=sm-select]')) === 'sm_80', 'same SM');
  expect((await other.inputValue('[data-testid=ptx-select]')) === '8.0', 'same PTX version');
  await other.screenshot({ path: path.join(shots, 'link-opened.png') });
  await other.goto(base + '#v7.AAAA');
  const msg = await other.locator('[data-testid=link-error]').innerText({ timeout });
  expect(msg.includes('newer nvisel'), `a link from a newer version says so: ${msg}`);
  await other.close();
});

await spec('? opens the help, Escape closes it, arrows step through the phases', async () => {
  await page.locator('.topbar h1').click();
  await page.keyboard.press('?');
  const help = page.locator('[data-testid=help]');
  await help.waitFor({ timeout });
  expect((await help.innerText()).includes('Ctrl+Enter'), 'the keys are listed');
  await page.screenshot({ path: path.join(shots, 'help.png') });
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'detached', timeout });
  await page.locator('.topbar h1').click();
  await page.keyboard.press('ArrowLeft');
  const a = await page.locator('[data-testid=phase-list] li.selected').getAttribute('data-phase');
  await page.keyboard.press('ArrowLeft');
  const b = await page.locator('[data-testid=phase-list] li.selected').getAttribute('data-phase');
  expect(a && b && a !== b, `arrows moved the selection (${a} -> ${b})`);
});
// ---- explorer-b: cross-highlighting (issue #5) ----
// Selecting anything highlights its counterparts in every panel: a DAG node its PTX line, its
// SASS instruction and its source line; a SASS instruction its bits, its PTX line and its source.

const SAXPY_FMA_LINE = 21; // assets/kernels/saxpy.ll: %r = tail call float @llvm.fma.f32(...)

await spec('clicking a DAG node highlights its PTX line, SASS instruction and source line', async () => {
  await page.goto(base + '?fresh=1');
  await page.locator('[data-testid=phase-list] li[data-phase=Combine3]').click();
  await page.locator('[data-testid=dag-svg] g.node').first().waitFor({ timeout });
  await page.selectOption('[data-testid=dag-block]', '1');
  const fma = page.locator('[data-testid=dag-svg] g.node', { hasText: ': fma' }).first();
  await fma.waitFor({ timeout });
  await fma.click();
  expect((await fma.getAttribute('class')).includes('linked'), `the clicked node is marked (${await fma.getAttribute('class')})`);
  const ptx = page.locator('[data-testid=ptx-output] .line.linked');
  await ptx.first().waitFor({ timeout });
  expect((await ptx.count()) === 1, `one PTX line linked, got ${await ptx.count()}`);
  expect((await ptx.first().innerText()).includes('fma.rn.f32'), `linked PTX line: ${await ptx.first().innerText()}`);
  const sass = page.locator('[data-testid=sass-output] .line.linked');
  expect((await sass.first().innerText()).includes('FFMA'), `linked SASS line: ${await sass.first().innerText()}`);
  const gutter = page.locator('.gutter .ln.linked');
  expect((await gutter.count()) === 1 && (await gutter.first().getAttribute('data-line')) === String(SAXPY_FMA_LINE),
    `the source line ${SAXPY_FMA_LINE} is marked in the editor's gutter`);
  await page.screenshot({ path: path.join(shots, 'linked-dag-node.png'), fullPage: true });
  // The selected node is in the link: a new page on it selects the same node again.
  const node = await fma.getAttribute('data-node');
  const other = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
  other.on('pageerror', (e) => pageErrors.push(String(e)));
  await other.goto(page.url());
  await other.waitForSelector(done, { timeout });
  const again = other.locator('[data-testid=dag-svg] g.node.linked');
  await again.first().waitFor({ timeout });
  expect((await again.count()) === 1 && (await again.first().getAttribute('data-node')) === node, `the link selects t${node} again`);
  const ptxAgain = other.locator('[data-testid=ptx-output] .line.linked');
  await ptxAgain.first().waitFor({ timeout });
  expect((await ptxAgain.first().innerText()).includes('fma.rn.f32'), 'and highlights its PTX line');
  await other.screenshot({ path: path.join(shots, 'linked-dag-node-from-link.png'), fullPage: true });
  await other.close();
});

await spec('clicking a SASS instruction opens its bits and highlights its PTX line and source line', async () => {
  const row = page.locator('[data-testid=sass-output] .line.clickable', { hasText: 'IMAD.WIDE R4' }).first();
  await row.click();
  const bits = page.locator('[data-testid=sass-output-bits] .bit');
  await bits.first().waitFor({ timeout });
  expect((await bits.count()) === 128, `128 bit cells, got ${await bits.count()}`);
  const head = await page.locator('[data-testid=sass-output-bits] .sass-text').innerText();
  expect(head.includes('IMAD.WIDE R4, R0, 0x4, R4'), `the bits are the clicked instruction's: ${head}`);
  // IMAD.WIDE R4 is Phase 1's fusion of the mul.wide and the add.s64 %rd7: both lines are linked.
  const ptx = page.locator('[data-testid=ptx-output] .line.linked');
  const ptxLines = await ptx.allInnerTexts();
  expect(ptxLines.length === 2 && /mul\.wide\.s32/.test(ptxLines[0]) && /add\.s64\s+%rd7/.test(ptxLines[1]), `the fused instruction's PTX lines: ${ptxLines.join(' | ')}`);
  const gutter = page.locator('.gutter .ln.linked');
  const marked = await gutter.evaluateAll((els) => els.map((e) => e.getAttribute('data-line')));
  expect(marked.includes('19'), `the getelementptr of %yp (line 19) is marked: ${marked}`);
  // The machine passes panel marks the machine instructions of both statements too.
  await page.locator('[data-testid=phase-list] li[data-phase=MachinePasses]').click();
  const mir = page.locator('[data-testid=mir-view] .mir-line.linked');
  await mir.first().waitFor({ timeout });
  const mirLines = await mir.allInnerTexts();
  expect(mirLines.some((l) => l.includes('MULWIDES64Imm')) && mirLines.some((l) => l.includes('ADDi64rr')), `linked machine instructions: ${mirLines.join(' | ')}`);
  await page.screenshot({ path: path.join(shots, 'linked-sass.png'), fullPage: true });
});

await spec('the Tables panel lists the SASS encoding slots, a page at a time, with the forms used marked', async () => {
  await page.selectOption('[data-testid=table-select]', { label: 'SASS encoding slots (sm_90 forms)' });
  const more = await page.locator('[data-testid=table-more-line]').innerText({ timeout });
  expect(/Showing 300 of \d{4} matching rows/.test(more), `paged: ${more}`);
  expect((await page.locator('[data-testid=opcode-table] tbody tr').count()) === 300, 'one page of rows drawn');
  await page.check('[data-testid=table-used-only]');
  const used = await page.locator('[data-testid=opcode-table] tbody tr.used').allInnerTexts();
  expect(used.some((r) => r.includes('FFMA')) && used.some((r) => r.includes('IMAD.WIDE')), `forms used: ${used.length}`);
  await page.uncheck('[data-testid=table-used-only]');
  await page.fill('[data-testid=table-filter]', 'ffma.ftz');
  const rows = await page.locator('[data-testid=opcode-table] tbody tr').allInnerTexts();
  expect(rows.length > 0 && rows.length <= 300 && rows.every((r) => r.toLowerCase().includes('ffma.ftz')), `search: ${rows.length} rows`);
  await page.locator('.tables-panel').screenshot({ path: path.join(shots, 'tables-sass-forms.png') });
  await page.fill('[data-testid=table-filter]', '');
});

// ---- end explorer-b ----

// ---- explorer: the user's own kernel (issue #26) ----
// Pasted text is recognised (kind, and PTX's SM and version from its header), the status is
// honest about errors, a ptxas-side error sits on its PTX line, edited examples say so, a long
// compile can be cancelled, files open from disk, and the first screen draws a SelectionDAG.
const docs = path.join(root, 'docs');
const kernel = (f) => fs.readFileSync(path.join(root, f), 'utf8');
const kindOf = async () => [await page.locator('[data-testid=input-kind]').innerText(), await page.locator('[data-testid=kind-how]').innerText()];
// Replaces the editor's text as a paste does (one input event).
async function paste(text) {
  await page.fill('[data-testid=source]', text);
}

await spec('on first load, with no action, a SelectionDAG graph is on screen', async () => {
  const fresh = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
  fresh.on('pageerror', (e) => pageErrors.push(String(e)));
  await fresh.goto(base);
  const nodes = fresh.locator('[data-testid=dag-svg] g.node');
  await nodes.first().waitFor({ state: 'visible', timeout });
  expect((await nodes.count()) >= 10, `the DAG has ${await nodes.count()} nodes`);
  const title = await fresh.locator('[data-testid=phase-title]').innerText();
  expect(/combine #3/i.test(title), `the phase shown is the DAG selection reads: ${title}`);
  expect((await fresh.locator('[data-testid=phase-list] li.selected').count()) === 0, 'nothing was selected by hand');
  await fresh.screenshot({ path: path.join(docs, 'explorer-first-screen.png') });
  await fresh.close();
});

await spec('a pasted PTX file compiles as PTX with the SM and PTX version of its header', async () => {
  await page.goto(base + '?own=1');
  await page.waitForSelector(done, { timeout });
  await paste(kernel('tests/e2e/kernels/scale_nvcc.ptx'));
  await waitForPtx((ptx) => ptx.includes('_Z5scalePffi'), 'the pasted PTX kernel');
  const [kind, how] = await kindOf();
  expect(kind === 'PTX' && how === 'detected', `kind: ${kind} (${how})`);
  expect((await page.inputValue('[data-testid=sm-select]')) === 'sm_89', `SM from .target: ${await page.inputValue('[data-testid=sm-select]')}`);
  expect((await page.inputValue('[data-testid=ptx-select]')) === '9.5', `PTX from .version: ${await page.inputValue('[data-testid=ptx-select]')}`);
  const sass = await page.locator('[data-testid=sass-output]').innerText({ timeout });
  expect(sass.includes('Function : _Z5scalePffi'), 'SASS for the pasted kernel');
  const status = await page.locator('[data-testid=compile-status]').innerText();
  expect(/^compiled in/.test(status), `status: ${status}`);
  await page.screenshot({ path: path.join(docs, 'explorer-own-ptx.png') });
});

await spec('an SM picked below the PTX file\'s .target is refused as ptxas refuses it', async () => {
  await page.selectOption('[data-testid=sm-select]', 'sm_80');
  const diag = page.locator('[data-testid=diagnostics] li').first();
  await page.waitForSelector('[data-testid=compile-status][data-state=errors]', { timeout });
  const text = await diag.innerText();
  expect(/^10:9 error: SM version specified by \.target is higher than default SM version assumed/.test(text), `diagnostic: ${text}`);
  const mismatch = await page.locator('[data-testid=header-mismatch]').innerText();
  expect(mismatch.includes('.target is sm_89, compiling for sm_80'), `mismatch: ${mismatch}`);
  await page.selectOption('[data-testid=sm-select]', 'sm_89');
  await page.waitForSelector(done, { timeout });
});

await spec('a pasted NVVM IR 2.0 file and an MLIR file each compile as their kind', async () => {
  await paste(kernel('assets/kernels/nvvm_vector_add.ll'));
  await waitForPtx((ptx) => ptx.includes('.entry vector_add('), 'the NVVM IR kernel');
  let [kind, how] = await kindOf();
  expect(kind === 'LLVM IR' && how === 'detected', `NVVM IR 2.0 kind: ${kind} (${how})`);
  expect((await page.inputValue('[data-testid=ptx-select]')) === '', 'the PTX version no longer follows the PTX file');
  await paste(kernel('tests/corpus/mlir/rcp.mlir'));
  await waitForPtx((ptx) => ptx.includes('rcp.approx.ftz.f32'), 'the MLIR kernel');
  [kind, how] = await kindOf();
  expect(kind === 'MLIR' && how === 'detected', `MLIR kind: ${kind} (${how})`);
  // The kind can be overridden: MLIR read as PTX is a PTX parse error.
  await page.selectOption('[data-testid=kind-select]', 'ptx');
  await page.waitForSelector('[data-testid=compile-status][data-state=errors]', { timeout });
  expect((await kindOf()).join(' ') === 'PTX chosen', `override: ${(await kindOf()).join(' ')}`);
  await page.selectOption('[data-testid=kind-select]', 'auto');
  await waitForPtx((ptx) => ptx.includes('rcp.approx.ftz.f32'), 'MLIR again');
});

await spec('a ptxas-side error: red status, the failed phase marked, PTX kept, the error on its PTX line', async () => {
  await paste(kernel('tests/e2e/kernels/extern_call.ll'));
  const errors = '[data-testid=compile-status][data-state=errors]';
  await page.waitForSelector(errors, { timeout });
  const status = await page.locator('[data-testid=compile-status]').innerText();
  expect(/^1 error · /.test(status), `status: ${status}`);
  const color = await page.locator(errors).evaluate((e) => getComputedStyle(e).backgroundColor);
  expect(color === 'rgb(198, 40, 40)', `the error colour: ${color}`);
  const failed = await page.locator('[data-testid=phase-list] li.failed').evaluateAll((l) => l.map((e) => e.getAttribute('data-phase')));
  expect(failed.length === 1 && failed[0] === 'MercConverter', `failed phases: ${failed}`);
  const isel = await page.locator('[data-testid=phase-list] li[data-phase=Isel]').getAttribute('class');
  expect(isel.includes('ran'), 'the LLVM-side phases ran');
  const ptx = await page.locator('[data-testid=ptx-output]').innerText();
  expect(ptx.includes('.entry calls_extern('), 'the PTX stays visible');
  const line = page.locator('[data-testid=ptx-error-line]');
  expect((await line.count()) === 1 && (await line.innerText()).includes('call.uni'), `the error's PTX line: ${await line.innerText()}`);
  const pos = await page.locator('[data-testid=diag-ptx-pos]').innerText();
  expect(pos === `PTX ${await line.getAttribute('data-line')}:2`, `the diagnostic names its PTX line: ${pos}`);
  // The provenance leads to the call's IR line: it is underlined there, and the click shows both.
  const diag = await page.locator('[data-testid=diagnostics] li').first().innerText();
  expect(/^9:3 PTX \d+:2 error: ptxas Phase 1: call to 'sink'/.test(diag), `diagnostic: ${diag}`);
  await page.locator('[data-testid=diag-ptx-pos]').click();
  expect((await line.getAttribute('class')).includes('linked'), 'clicking it highlights the PTX line');
  expect((await page.locator("[data-testid=sass-output]").count()) === 0, 'no SASS is claimed');
  await page.locator('[data-testid=phase-list] li[data-phase=MercConverter]').click();
  await page.locator('[data-testid=phase-failed]').waitFor({ timeout });
  await page.screenshot({ path: path.join(docs, 'explorer-ptxas-error.png') });
});

await spec('the example menu marks an edited example, and a file opened from disk is "your code"', async () => {
  await page.selectOption('[data-testid=examples]', 'saxpy.ll');
  await waitForPtx((ptx) => ptx.includes('.entry saxpy('), 'saxpy');
  expect((await page.inputValue('[data-testid=examples]')) === 'saxpy.ll', 'the example is named');
  await page.locator('[data-testid=source]').press('End');
  await page.keyboard.type('\n; my change', { delay: 10 });
  await page.waitForFunction(() => document.querySelector('[data-testid=examples]').value === '__own', null, { timeout });
  const own = await page.locator('[data-testid=example-own]').innerText();
  expect(own === 'saxpy.ll — modified', `menu: ${own}`);
  await page.setInputFiles('[data-testid=file-input]', { name: 'scale.ptx', mimeType: 'text/plain', buffer: Buffer.from(kernel('tests/e2e/kernels/scale_nvcc.ptx')) });
  await waitForPtx((ptx) => ptx.includes('_Z5scalePffi'), 'the opened file');
  expect((await page.locator('[data-testid=example-own]').innerText()) === 'your code', 'an opened file is your code');
  expect((await kindOf())[0] === 'PTX', 'its kind is detected');
});

await spec('a Cancel button stops a long compile', async () => {
  // A constant-size memcpy of N bytes becomes N/4 load-store pairs in one block: seconds of work.
  const big = `target triple = "nvptx64-nvidia-cuda"
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
define ptx_kernel void @copy(ptr addrspace(1) %d, ptr addrspace(1) %s) {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %d, ptr addrspace(1) align 4 %s, i64 ${CANCEL_BYTES}, i1 false)
  ret void
}
`;
  await paste(big);
  const cancel = page.locator('[data-testid=cancel]');
  await cancel.waitFor({ timeout });
  await page.waitForFunction(() => /compiling… \d/.test(document.querySelector('[data-testid=compile-status]').innerText), null, { timeout });
  await cancel.click();
  await page.waitForSelector('[data-testid=compile-status][data-state=cancelled]', { timeout: 5000 });
  expect((await cancel.count()) === 0, 'the button goes with the compile');
  // The restarted worker compiles the next request.
  await page.selectOption('[data-testid=examples]', 'saxpy.ll');
  await waitForPtx((ptx) => ptx.includes('.entry saxpy('), 'saxpy after the cancel');
  await page.screenshot({ path: path.join(shots, 'cancelled.png') });
});

// ---- end explorer ----

if (pageErrors.length) {
  failed++;
  console.log(`e2e no errors in the page console ... FAILED\n  ${pageErrors.join('\n  ')}`);
} else {
  passed++;
  console.log('e2e no errors in the page console ... ok');
}
await browser.close();
server.close();
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
