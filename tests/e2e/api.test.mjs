// The JS API bundle (scripts/api-bundle.sh) as a host script uses it: typed functions,
// plain objects back, errors thrown with a stable code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const PKG = process.env.API_PKG ?? 'target/api';
const api = await import(`${process.cwd()}/${PKG}/mahjong_referee.js`);
api.initSync({ module: await readFile(`${PKG}/mahjong_referee_bg.wasm`) });

/** global.js (window.MahjongReferee) in Node, its fetches answered from the bundle's files
 *  and counted: the wasm (already started above, so not fetched again) and the packs. */
async function globalApi() {
  const fetched = [];
  globalThis.window = globalThis;
  globalThis.fetch = async (url) => {
    const path = fileURLToPath(new URL(url));
    fetched.push(path.slice(path.lastIndexOf('/') + 1));
    return new Response(await readFile(path), { headers: { 'content-type': path.endsWith('.wasm') ? 'application/wasm' : 'text/plain' } });
  };
  await import(`${process.cwd()}/${PKG}/global.js`);
  return { api: await window.MahjongReferee.ready, fetched };
}

test('a language other than English is a pack the page adds; asked for before, an error', async () => {
  // languages(): each language the library has, and whether it can be asked for now.
  assert.deepEqual(api.languages(), [
    { code: 'en', name: 'English', loaded: true },
    { code: 'fr', name: 'Français', loaded: false },
    { code: 'de', name: 'Deutsch', loaded: false },
    { code: 'nl', name: 'Nederlands', loaded: false },
  ]);
  const late = { kind: 'late', minutes: 3 };
  assert.throws(() => api.rule('ema-2016', late, 'fr'), (e) => e.code === 'lang-not-loaded'
    && e.message === 'lang: the Français pack is not added: addLanguage(the text of lang/fr.compiled.txt)');
  assert.throws(() => api.incidents('de'), (e) => e.code === 'lang-not-loaded');
  assert.throws(() => api.addLanguage('not a pack'), (e) => e.code === 'bad-pack' && /^pack: /.test(e.message));
  assert.throws(() => api.addLanguage(5), (e) => e.code === 'bad-pack' && e.message === 'pack: expected the text of a compiled pack');
  // A pack of another version is refused: its first line names the version it was made for.
  const french = await readFile(`${PKG}/lang/fr.compiled.txt`, 'utf8');
  assert.match(french, new RegExp(api.packVersion()));
  assert.throws(() => api.addLanguage(french.replace(api.packVersion(), '0123456789abcdef')), (e) => e.code === 'bad-pack');
  assert.throws(() => api.rule('ema-2016', late, 'fr'), (e) => e.code === 'lang-not-loaded');
  assert.deepEqual(api.languages().filter((l) => l.loaded).map((l) => l.code), ['en'], 'a pack refused adds nothing');
  for (const code of ['fr', 'de', 'nl']) {
    assert.equal(api.addLanguage(await readFile(`${PKG}/lang/${code}.compiled.txt`, 'utf8')), code);
    assert.ok(api.languages().find((l) => l.code === code).loaded, `${code} is loaded once added`);
  }
  assert.match(api.rule('ema-2016', late, 'fr').headline, /^Pénalité/);
});

test('classifySet names the set or says why not', () => {
  assert.deepEqual(api.classifySet('southwestsouth'),
    { tiles: '232z', kind: 'none', reason: 'S W S: winds differ' });
  assert.equal(api.classifySet('1111p').kind, 'kong');
});

test('rule and compare answer the false set', () => {
  const ruling = api.rule('ema-2016', { kind: 'false-set', tiles: '232z', discarded: true });
  assert.equal(ruling.outcome, 'dead-hand');
  assert.equal(ruling.sections[0], 'EMA 2016 §5.1.4');
  const mers = api.rule('mers-2010', { kind: 'false-set', tiles: '232z', priorFouls: 1 });
  assert.equal(mers.headline, 'Foul (2nd of the session): 5 points');
  assert.equal(mers.foulRank, 2);
  assert.deepEqual(mers.offenderPays, { amount: 5, unit: 'mcr-points' });
  assert.equal(ruling.offenderPays, undefined, 'a dead hand costs no points');
  // A non-dealer's chombo under EMA 2012: 4 000 to the dealer, 2 000 to each other player.
  assert.deepEqual(api.rule('ema-2012', { kind: 'empty-call', call: 'win', tilesShown: true }).offenderPays,
    { amount: 8000, unit: 'table-points' });
  assert.deepEqual(api.compare({ kind: 'false-set', tiles: '232z' }).map((r) => r.outcome),
    ['no-penalty', 'no-penalty', 'no-penalty', 'foul', 'foul']);
  assert.deepEqual(api.rulesets().map((r) => r.id),
    ['ema-2016', 'ema-2012', 'wrc-2015', 'mers-2010', 'ffmj-2008']);
  // The same ruling in French: the words change, the codes do not.
  const fr = api.rule('mers-2010', { kind: 'false-set', tiles: '232z', priorFouls: 1 }, 'fr');
  assert.equal(fr.outcome, 'foul');
  assert.equal(fr.headline, '2e\u00a0faute de la session\u00a0: 5 points');
  assert.equal(fr.sections[0], 'MERS 2010 §2.6.4');
  assert.match(fr.steps.join(' '), /Corrigez la figure maintenant/);
  assert.deepEqual(api.compare({ kind: 'late', minutes: 3 }, 'fr').map((r) => r.headline.split('\u00a0')[0]),
    ['Pénalité', 'Pénalité', 'Pénalité', 'Pénalité', 'Pénalité']);
});

test('bad input throws an Error with a code, never a crash', () => {
  const cases = [
    [() => api.classifySet('xyz'), 'bad-tiles', 'tiles: unknown tile word at 1'],
    [() => api.classifySet(''), 'bad-tiles', 'tiles: no tiles given'],
    [() => api.rule('ema-2099', { kind: 'false-set' }), 'bad-ruleset', /unknown rule set 'ema-2099'/],
    [() => api.rule('ema-2016', { kind: 'nope' }), 'bad-incident', /^not an incident/],
    [() => api.rule('ema-2016', null), 'bad-incident', /^not an incident/],
    [() => api.rule('ema-2016', { kind: 'false-set', tiles: '44444m' }), 'bad-tiles', "field 'tiles': five copies of 4m (a set has four)"],
    [() => api.rule('ema-2016', { kind: 'late', minutes: 3 }, 'it'), 'bad-lang', "lang: no language 'it' (en, fr, de, nl)"],
  ];
  for (const [call, code, message] of cases) {
    assert.throws(call, (e) => {
      assert.ok(e instanceof Error);
      assert.equal(e.code, code);
      if (message instanceof RegExp) assert.match(e.message, message);
      else assert.equal(e.message, message);
      return true;
    });
  }
  // The module still works after the errors.
  assert.equal(api.classifySet('456m').kind, 'chow');
});

test('waits and furiten for a riichi hand', () => {
  const w = api.waits('3m3m1s1s1s1p2p3p4p5p6p7p8p');
  assert.deepEqual(w.waits, ['3p', '6p', '9p']);
  assert.equal(w.shanten, 0);
  assert.deepEqual(w.heldFour, []);
  const f = api.furiten('ema-2012', { hand: '33m111s12345678p', passed: { callSince: true } });
  assert.equal(f.furiten, false);
  assert.equal(api.furiten('ema-2016', { hand: '33m111s12345678p', passed: { callSince: true } }).furiten, true);
  assert.equal(api.furiten('wrc-2015', { hand: '33m111s12345678p' }).furiten, null);
  assert.throws(() => api.waits('123m [12m'), (e) => e.code === 'bad-hand' && e.message === 'hand: unmatched bracket at 6');
  assert.throws(() => api.furiten('ema-2016', { hand: '123m', discards: 'xyz' }), (e) => e.code === 'bad-tiles');
  assert.throws(() => api.furiten('ema-2016', 7), (e) => e.code === 'bad-question');
});

test('riichiWin: valid or not, and the points', () => {
  const r = api.riichiWin({ hand: '123m456p789s23s99m', win: '4s', tsumo: true, seatWind: 'S' });
  assert.equal(r.valid, true);
  assert.deepEqual(r.yaku.map((y) => y.name).sort(), ['menzen-tsumo', 'pinfu']);
  assert.deepEqual(r.points, { tsumoDealer: 700, tsumoOthers: 400, total: 1500 });
  const none = api.riichiWin({ hand: '123m456p789s23s55z', win: '1s', seatWind: 'S' });
  assert.equal(none.valid, false);
  assert.equal(none.reason, 'no yaku');
  // Where each riichi rule set rules it, once called with the hand shown; a valid win: none.
  assert.deepEqual(Object.keys(none.invalidWinSections).sort(), ['ema-2012', 'ema-2016', 'wrc-2015']);
  assert.equal(none.invalidWinSections['ema-2016'][0], 'EMA 2016 §3.4.6');
  assert.equal(r.invalidWinSections, undefined);
  assert.throws(() => api.riichiWin({ hand: '123m', win: '1m' }), (e) => e.code === 'bad-hand');
  assert.throws(() => api.riichiWin({ hand: '234m567p34s88p [678s]', win: '5s', riichi: true }), (e) => e.code === 'bad-question');
});

test('the incident catalogue and search', () => {
  const all = api.incidents();
  assert.ok(all.length >= 10);
  assert.ok(all.every((i) => i.kind && i.title && i.example));
  assert.deepEqual(api.search('late').map((i) => i.kind), ['late']);
  assert.deepEqual(api.search('late')[0].answers, []);
  // The query's words answer what they name: "ron" is an empty call whose call was a win.
  const ron = api.search('false ron')[0];
  assert.equal(ron.kind, 'empty-call');
  assert.deepEqual(ron.answers, [{ field: 'call', value: 'win', likely: false }]);
  assert.deepEqual(api.search('quatre vents', 'fr')[0].answers, [{ field: 'cause', value: 'four-winds', likely: false }]);
  // A number answers the number question it names, as the field takes it (a string).
  assert.deepEqual(api.search('12 minutes late')[0].answers, [{ field: 'minutes', value: '12', likely: false }]);
  // Words saying what happened answer yes/no questions, as the JSON field takes them.
  assert.deepEqual(api.search('false ron, hand not shown')[0].answers, [{ field: 'call', value: 'win', likely: false }, { field: 'tilesShown', value: 'false', likely: false }]);
  // An answer the words do not say, but the labelled descriptions using them stated, is likely.
  assert.deepEqual(api.search('the wall ran out, and at that moment West made a chombo')[0].answers, [{ field: 'exhaustiveDraw', value: 'true', likely: true }]);
  assert.equal(all[0].answers, undefined, 'the catalogue answers nothing');
  // Each fact says whether the ruling waits for it, who asks it, and what is taken when not given.
  const exposed = all.find((i) => i.kind === 'exposed-tiles');
  const fact = (field) => exposed.facts.find((f) => f.field === field);
  assert.deepEqual(fact('playCanContinue'), {
    field: 'playCanContinue', values: 'true | false', question: "Can play go on fairly? (the referee's judgement)",
    required: false, askedBy: 'all', default: 'true',
  });
  assert.equal(fact('dealer').askedBy, 'riichi');
  assert.equal(fact('priorFouls').askedBy, 'mcr');
  const minutes = all.find((i) => i.kind === 'late').facts[0];
  assert.equal(minutes.required, true);
  // Required (the widget asks it first); read as 0 when a caller leaves it out, and then
  // listed in the ruling's assumed, with the seconds past them (under a minute, they decide).
  assert.equal(minutes.default, '0');
  assert.deepEqual(api.rule('ema-2016', { kind: 'late' }).assumed, ['minutes', 'seconds']);
  assert.deepEqual(api.rule('ema-2016', { kind: 'late', minutes: 12 }).assumed, []);
  // In French: titles, groups and questions; French search words; a language it does not have.
  const fr = api.incidents('fr');
  assert.deepEqual(fr.map((i) => i.kind), all.map((i) => i.kind));
  const late = fr.find((i) => i.kind === 'late');
  assert.equal(late.title, 'Un joueur est arrivé en retard');
  assert.deepEqual(api.search('retard', 'fr').map((i) => i.title), ['Un joueur est arrivé en retard']);
  assert.notEqual(late.facts[0].question, all.find((i) => i.kind === 'late').facts[0].question);
  assert.throws(() => api.incidents('it'), (e) => e.code === 'bad-lang');
  // German and Dutch too, once their packs are added (the first test).
  assert.equal(api.incidents('de').find((i) => i.kind === 'late').title, 'Ein Spieler kam zu spät');
  const rulings = api.compare({ kind: 'late', minutes: 12 });
  assert.deepEqual(rulings.map((r) => r.outcome),
    ['substitute', 'substitute', 'substitute', 'point-penalty', 'point-penalty']);
});

test('calculators: foul escalation and chombo payments', () => {
  assert.equal(api.foulPenalty('mers-2010', 2), '5 points');
  assert.equal(api.foulPenalty('ffmj-2008', 5), 'elimination');
  assert.throws(() => api.foulPenalty('ema-2016', 2), (e) => e.code === 'bad-ruleset');
  assert.deepEqual(api.chomboPayments('ema-2012', false, true), [
    'the offender pays 4,000 table points to the dealer, at once',
    'the offender pays 2,000 table points to each other non-dealer, at once',
  ]);
  assert.throws(() => api.chomboPayments('mers-2010', false, true), (e) => e.code === 'bad-ruleset');
});

test('TypeScript definitions name the functions and their types', async () => {
  const dts = await readFile(`${PKG}/mahjong_referee.d.ts`, 'utf8');
  for (const line of [
    'export function classifySet(tiles: string): SetCheckResult;',
    'export function rule(rulesetId: RulesetId, incident: Incident, lang?: string | null): Ruling;',
    'export function compare(incident: Incident, lang?: string | null): Ruling[];',
    'export function rulesets(): RulesetInfo[];',
    'export function waits(hand: string): WaitsResult;',
    'export function furiten(rulesetId: RulesetId, question: FuritenQuestion): FuritenResult;',
    'export function riichiWin(win: RiichiWin): RiichiWinResult;',
    'export function incidents(lang?: string | null): IncidentInfo[];',
    'export function search(query: string, lang?: string | null): IncidentInfo[];',
    'export function foulPenalty(rulesetId: RulesetId, rank: number): string;',
    'export function chomboPayments(rulesetId: RulesetId, dealer: boolean, tournament: boolean): string[];',
    'export interface RefereeError extends Error',
  ]) assert.ok(dts.includes(line), line);
});

test('mcrFans counts the fans and says whether the hand is a valid hu', () => {
  const r = api.mcrFans({ concealed: '123m456p789s5s', melds: [{ kind: 'pung', tiles: '777z' }], win: '5s', flowers: 2 });
  assert.equal(r.verdict, 'valid');
  assert.equal(r.fan, 11);
  assert.equal(r.total, 13);
  assert.deepEqual(r.fans[0], { name: 'Mixed Straight', points: 8, count: 1 });
  assert.equal(r.reading, '[777z] 123m 456p 789s 55s');
  // Won on a discard: the discarder 8 and the 13 points, the two others 8 each (written from the Green Book).
  assert.deepEqual(r.payments, { selfDrawn: false, discarder: 21, each: 8 });
  const under = api.mcrFans({ concealed: '88m11z', melds: [{ kind: 'pung', tiles: '222m' }, { kind: 'pung', tiles: '333p' }, { kind: 'pung', tiles: '777s' }], win: '8m' });
  assert.equal(under.verdict, 'under-8');
  assert.equal(under.reason, '6 points without flowers: 8 are needed to win');
  const falseHu = api.mcrFans({ concealed: '123m456p789s1122z', win: '3z' });
  assert.equal(falseHu.verdict, 'not-complete');
  for (const [input, code] of [
    [{ concealed: '123x', win: '1m' }, 'bad-tiles'],
    [{ concealed: '1111m', win: '1m' }, 'bad-hand'],
    [{ win: '1m' }, 'bad-question'],
    [{ concealed: '1m', win: '1m', seatWind: 'Q' }, 'bad-question'],
  ]) {
    assert.throws(() => api.mcrFans(input), (e) => e.code === code);
    // The same hand shown after a win call: the same code (a hand missing a field is not an
    // incident's shape: bad-incident there).
    if (input.concealed) assert.throws(() => api.rule('mers-2010', { kind: 'empty-call', call: 'win', tilesShown: true, hand: input }), (e) => e.code === code);
  }
});

// Whatever a page passes, an Error with a code comes back, and the module goes on answering:
// a trap in the wasm (a panic, a stack overflow, a wrong JS type at the boundary) would make
// every later call fail.
test('strict input: unknown keys, wrong types, what is not plain data, what is too big', () => {
  const cyclic = { kind: 'false-set', tiles: '232z' };
  cyclic.self = cyclic;
  let deep = { kind: 'late', minutes: 3 };
  for (let i = 0; i < 10_000; i++) deep = { kind: 'late', minutes: 3, inner: deep };
  const hand = { concealed: '123m456p789s5s', win: '5s' };
  const cases = [
    // Misspelt keys: the field and the one most likely meant, at any depth.
    [() => api.mcrFans({ ...hand, flower: 2 }), 'bad-question', "not an MCR hand: unknown field 'flower' (did you mean 'flowers'?)"],
    [() => api.riichiWin({ hand: '123m456p789s23s99m', win: '4s', Riichi: true }), 'bad-question', "not a riichi win: unknown field 'Riichi' (did you mean 'riichi'?)"],
    [() => api.mcrFans({ ...hand, melds: [{ kind: 'pung', tile: '777z' }] }), 'bad-question', "not an MCR hand: field 'melds[0]': unknown field 'tile' (did you mean 'tiles'?)"],
    [() => api.furiten('ema-2016', { hand: '33m111s12345678p', passed: { callsince: true } }), 'bad-question', "not a furiten question: field 'passed': unknown field 'callsince' (did you mean 'callSince'?)"],
    [() => api.riichiWin({ hand: '123m456p789s23s99m', win: '4s', colour: 'red' }), 'bad-question', /unknown field 'colour' \(fields: hand, win, tsumo, /],
    // A wrong type names its field.
    [() => api.mcrFans({ ...hand, flowers: '2' }), 'bad-question', /^not an MCR hand: field 'flowers': invalid type: string "2"/],
    [() => api.mcrFans({ ...hand, melds: [{ kind: 'pung', tiles: 777 }] }), 'bad-question', /^not an MCR hand: field 'melds\[0\]\.tiles': invalid type: integer `777`/],
    [() => api.riichiWin({ hand: '123m456p789s23s99m', win: '4s', tsumo: 'yes' }), 'bad-question', /^not a riichi win: field 'tsumo': invalid type: string "yes", expected a boolean/],
    // Arguments of the wrong JS type: no trap, no coercion.
    [() => api.classifySet(123), 'bad-tiles', 'tiles: expected a string of tiles'],
    [() => api.classifySet(null), 'bad-tiles', 'tiles: expected a string of tiles'],
    [() => api.classifySet(), 'bad-tiles', 'tiles: expected a string of tiles'],
    [() => api.waits(['123m']), 'bad-hand', 'hand: expected a string (hand notation)'],
    [() => api.search(5), 'bad-question', 'query: expected a string'],
    [() => api.rule(2016, { kind: 'late', minutes: 3 }), 'bad-ruleset', /^rulesetId: expected a string/],
    [() => api.rule('ema-2016', { kind: 'late', minutes: 3 }, 5), 'bad-lang', 'lang: expected a string (en, fr, de, nl)'],
    [() => api.foulPenalty('mers-2010', -1), 'bad-question', 'rank: expected a whole number from 1 to 255'],
    [() => api.foulPenalty('mers-2010', 1.5), 'bad-question', 'rank: expected a whole number from 1 to 255'],
    [() => api.foulPenalty('mers-2010', 256), 'bad-question', 'rank: expected a whole number from 1 to 255'],
    [() => api.foulPenalty('mers-2010', 0), 'bad-question', 'rank: expected a whole number from 1 to 255'],
    [() => api.foulPenalty('mers-2010', '2'), 'bad-question', 'rank: expected a whole number from 1 to 255'],
    [() => api.chomboPayments('ema-2012', 'no', true), 'bad-question', 'dealer: expected true or false'],
    [() => api.chomboPayments('ema-2012', false, 1), 'bad-question', 'tournament: expected true or false'],
    // Not plain data, or too much of it: bad-input, with where it is.
    [() => api.rule('ema-2016', cyclic), 'bad-input', /^self(\.self){31}: nested more than 32 levels deep \(a cycle\?\)$/],
    [() => api.compare(deep), 'bad-input', /: nested more than 32 levels deep/],
    [() => api.rule('ema-2016', { kind: 'false-set', tiles: 'x'.repeat(10_000_000) }), 'bad-input', 'tiles: more than 1000000 characters of text in all'],
    [() => api.classifySet('1m'.repeat(5_000_000)), 'bad-input', 'tiles: more than 1000000 characters of text'],
    [() => api.mcrFans({ ...hand, melds: new Array(20_000).fill({ kind: 'pung', tiles: '777z' }) }), 'bad-input', 'melds: more than 10000 values in all'],
    [() => api.rule('mers-2010', { kind: 'false-set', tiles: '232z', priorFouls: 1n }), 'bad-input', 'priorFouls: a BigInt is not a number here'],
    [() => api.mcrFans({ ...hand, melds: [{ kind: 'pung', tiles: '777z' }, { kind: 'pung', tiles: 5n }] }), 'bad-input', 'melds[1].tiles: a BigInt is not a number here'],
    [() => api.rule('ema-2016', { kind: 'late', minutes: () => 3 }), 'bad-input', 'minutes: a function is not data'],
    [() => api.rule('ema-2016', () => ({ kind: 'late', minutes: 3 })), 'bad-input', 'incident: a function is not data'],
    [() => api.rule('ema-2016', { kind: 'false-set', get tiles() { throw new Error('no tiles here'); } }), 'bad-input', 'tiles: reading it threw an error (no tiles here)'],
    [() => api.mcrFans({ ...hand, flowers: NaN }), 'bad-input', 'flowers: NaN is not a number here'],
    [() => api.riichiWin({ hand: '123m456p789s23s99m', win: '4s', dora: Infinity }), 'bad-input', 'dora: Infinity is not a number here'],
    [() => api.rule('ema-2016', { kind: 'late', minutes: Symbol('3') }), 'bad-input', 'minutes: a symbol is not data'],
    [() => api.mcrFans({ ...hand, flowers: new Date() }), 'bad-input', 'flowers: a Date is not plain data here'],
    [() => api.rule('ema-2016', new Map([['kind', 'late']])), 'bad-input', 'incident: a Map is not plain data here'],
    [() => api.mcrFans({ ...hand, melds: [, { kind: 'pung', tiles: '777z' }] }), 'bad-input', 'melds[0]: undefined is not a value here'],
    [() => api.classifySet('1m\ud800'), 'bad-input', 'tiles: text with a lone surrogate is not valid Unicode'],
    [() => api.mcrFans(new Proxy({}, { ownKeys() { throw new Error('trap'); } })), 'bad-input', 'hand: reading it threw an error (trap)'],
    [() => { const p = Proxy.revocable({}, {}); p.revoke(); return api.riichiWin(p.proxy); }, 'bad-input', /^win: reading it threw an error/],
  ];
  for (const [call, code, message] of cases) {
    assert.throws(call, (e) => {
      assert.ok(e instanceof Error, `${call}: an Error`);
      assert.equal(e.code, code, `${call}: ${e.message}`);
      if (message instanceof RegExp) assert.match(e.message, message);
      else assert.equal(e.message, message);
      return true;
    }, `${call}`);
    // And the module still answers.
    assert.equal(api.classifySet('123m').kind, 'chow', `after ${call}`);
  }
  // Plain data still goes through: a null-prototype object, an undefined field (left out),
  // a whole number written 2.0, and a language given as null or left out.
  const bare = Object.assign(Object.create(null), hand, { flowers: 2.0, seatWind: undefined });
  assert.equal(api.mcrFans(bare).flowers, 2);
  assert.equal(api.rule('ema-2016', { kind: 'late', minutes: 3 }, null).outcome, api.rule('ema-2016', { kind: 'late', minutes: 3 }).outcome);
  assert.match(api.foulPenalty('mers-2010', 255), /^\d+ points$/);
});

test('incidents: a misspelt fact is refused and named; a ruling says what it assumed', () => {
  for (const [incident, message] of [
    [{ kind: 'empty-call', call: 'win', tilesshown: true }, "not an incident: unknown field 'tilesshown' (did you mean 'tilesShown'?)"],
    [{ kind: 'false-set', tiles: '232z', discarted: true }, "not an incident: unknown field 'discarted' (did you mean 'discarded'?)"],
    [{ kind: 'exhaustive-draw', tenpai: 7 }, "field 'tenpai': expected a whole number from 0 to 4"],
    [{ kind: 'late', minutes: '12' }, "field 'minutes': expected a whole number from 0 to 65535"],
    [{ kind: 'false-set', tiles: '232z', replacement: 'taken' }, "field 'replacement': only for a kong's four tiles or a flower declared"],
  ]) {
    assert.throws(() => api.rule('ema-2016', incident), (e) => {
      assert.ok(e instanceof Error);
      assert.equal(e.code, 'bad-incident');
      assert.equal(e.message, message);
      return true;
    });
    assert.throws(() => api.compare(incident), (e) => e.code === 'bad-incident');
  }
  // What the ruling rests on without its being given; nothing when all is given.
  const open = api.rule('wrc-2015', { kind: 'furiten-ron' });
  assert.equal(open.outcome, 'dead-hand');
  assert.deepEqual(open.assumed, ['tilesShown']);
  const given = api.rule('wrc-2015', { kind: 'furiten-ron', tilesShown: true, dealer: false });
  assert.equal(given.outcome, 'chombo');
  assert.deepEqual(given.assumed, []);
  const all = api.compare({ kind: 'furiten-ron', tilesShown: true });
  // EMA 2016 rules on a tournament game (§3.4.6) unless told otherwise.
  assert.deepEqual(all.map((r) => [r.ruleset, r.assumed]).filter(([, a]) => a.length > 0), [['ema-2016', ['casual']], ['ema-2012', ['dealer']]]);
});

test('version: the release, Cargo.toml\'s version, next to the functions', async () => {
  const release = /^version = "([^"]+)"$/m.exec(await readFile('Cargo.toml', 'utf8'))[1];
  assert.equal(api.version, release);
  assert.match(await readFile(`${PKG}/mahjong_referee.d.ts`, 'utf8'), /export const version: string;/);
});

test('global.js: loadLanguage asks languages() which are loaded, fetches a pack once, and refuses a language the library does not have as its functions do', async () => {
  const { api: global, fetched } = await globalApi();
  assert.deepEqual(global.languages(), api.languages(), 'the same library');
  // Added already (the first test): nothing fetched.
  assert.equal(await global.loadLanguage('fr'), 'fr');
  assert.deepEqual(fetched.filter((f) => f.endsWith('.compiled.txt')), []);
  // Not a language: bad-lang at once, said as the library's own functions say it.
  for (const code of ['xx', 'FR', 5, {}]) {
    let thrown;
    try {
      api.incidents(code);
    } catch (e) {
      thrown = e;
    }
    assert.equal(thrown?.code, 'bad-lang');
    await assert.rejects(global.loadLanguage(code), (e) => e instanceof Error && e.code === 'bad-lang' && e.message === thrown.message);
  }
  // Nor is none: the type asks for a code (English needs no pack, but is named).
  await assert.rejects(global.loadLanguage(), (e) => e.code === 'bad-lang');
  assert.deepEqual(fetched.filter((f) => f.endsWith('.compiled.txt')), [], 'nothing fetched for them');
});
