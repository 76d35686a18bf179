// assets/phone/phone.js: the phone page. Joins a seat (its token kept in localStorage, so a
// reload or a sleeping phone comes back to its seat), long-polls the seat's envelope and draws
// it: the seat's cards and knowledge, the table in brief, and the pending decision with big
// buttons. Every word comes from the table's translation catalog (/api/texts), formatted as the
// host formats it (Catalog::format, engine/app/text.cpp). The protocol: docs/network.md.
'use strict';
(function () {
  const store = window.localStorage;
  let lang = store.getItem('rt.lang') || browserLang();
  let texts = {};
  let languages = ['en', 'ru', 'uk'];
  let token = store.getItem('rt.token') || '';
  let env = null;        // the last envelope
  let version = 0;
  let pollId = 0;
  let draft = [];        // the seats / cards picked so far
  let draftFor = '';     // the request the draft belongs to
  let note = null;       // what the last answer came back with
  let wasAsked = false;

  function browserLang() {
    const l = (navigator.language || 'en').slice(0, 2).toLowerCase();
    return l === 'ru' || l === 'uk' ? l : 'en';
  }
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const has = (key) => Object.prototype.hasOwnProperty.call(texts, key);
  const t = (key) => (has(key) ? texts[key] : key);

  // The form of a noun after the number n, from "one|other" (English and the default) or, in
  // Russian and Ukrainian, "one|few|many" (Catalog::format's plural_form, engine/lua/catalog.cpp).
  function pluralForm(n, formsText) {
    const forms = formsText.split('|');
    const a = Math.abs(n);
    let which;
    if (lang === 'ru' || lang === 'uk')
      which = a % 10 === 1 && a % 100 !== 11 ? 0 : a % 10 >= 2 && a % 10 <= 4 && (a % 100 < 12 || a % 100 > 14) ? 1 : 2;
    else which = a === 1 ? 0 : 1;
    return forms[Math.min(which, forms.length - 1)];
  }

  // Catalog::decimal: v with n decimals and the language's decimal sign, halves rounded away from
  // zero with the same operations, no "-0", every digit of a huge number.
  function fixed(v, n) {
    const scale = 10 ** n;
    let r = Math.abs(v) < 4503599627370496 ? (Math.round(Math.abs(v) * scale) / scale) * (v < 0 ? -1 : 1) : v;
    if (r === 0) r = 0;
    const text = Math.abs(r) < 1e21 ? r.toFixed(n) : (r < 0 ? '-' : '') + BigInt(Math.abs(r)).toString() + (n ? '.' + '0'.repeat(n) : '');
    return text.replace('.', has('ui.decimal_sign') ? t('ui.decimal_sign') : '.');
  }

  // Catalog::format: {name}, {name:seat}, {name:seats}, {name:t}, {name:t:prefix},
  // {name:plural:one|few|many}, {name:fixed:N}; a name may be a path {a.b.c}.
  function fmt(key, args, names) {
    names = names || [];
    const plain = (v, translate) => (typeof v === 'string' ? (translate ? t(v) : v) : JSON.stringify(v));
    return t(key).replace(/\{([^}]*)\}/g, (whole, spec) => {
      const colon = spec.indexOf(':');
      const name = colon < 0 ? spec : spec.slice(0, colon);
      const f = colon < 0 ? '' : spec.slice(colon + 1);
      // {a.b.c}: the entry b, then c, of the object argument a ("-" where there is no such entry).
      const path = name.split('.');
      if (!args || typeof args !== 'object' || Array.isArray(args) || !(path[0] in args)) return whole;
      let v = args[path[0]];
      for (const part of path.slice(1)) {
        if (!v || typeof v !== 'object' || Array.isArray(v) || !(part in v)) return '-';
        v = v[part];
      }
      if (f.startsWith('plural:')) return pluralForm(typeof v === 'number' ? Math.trunc(v) : 0, f.slice(7));
      // {x:fixed:1}: the number with 1 decimal and the language's decimal sign ("2.5", "2,5").
      if (/^fixed:[0-9]$/.test(f) && typeof v === 'number' && Number.isFinite(v)) return fixed(v, Number(f.slice(6)));
      const seats = f === 'seat' || f === 'seats';
      const translate = f === 't' || f.startsWith('t:');
      const prefix = f.startsWith('t:') ? f.slice(2) : '';
      const single = (x) => {
        if (seats) return Number.isInteger(x) && x >= 1 && x <= names.length ? names[x - 1] : plain(x, false);
        if (translate && prefix) return t(prefix + (typeof x === 'string' ? x : JSON.stringify(x)));
        return plain(x, translate);
      };
      // An item that is itself a list (e.g. what each seat holds): its items joined with " + ".
      const one = (x) => (Array.isArray(x) ? (x.length ? x.map(single).join(' + ') : '-') : single(x));
      if (Array.isArray(v)) return v.length ? v.map(one).join(', ') : '-';
      return one(v);
    });
  }

  function el(tag, props, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(props || {})) {
      if (k === 'onclick') e.addEventListener('click', v);
      else if (k === 'disabled') e.disabled = !!v;
      else e.setAttribute(k, v);
    }
    for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c);
    return e;
  }
  const app = () => document.getElementById('app');
  function banner(text) {
    const b = document.getElementById('banner');
    b.hidden = !text;
    b.textContent = text || '';
  }

  async function loadTexts() {
    const r = await fetch('/api/texts?lang=' + encodeURIComponent(lang), { cache: 'no-store' });
    if (r.ok) texts = await r.json();
    document.documentElement.lang = lang;
    document.title = t('phone.title');
  }
  function drawLangs() {
    const box = document.getElementById('langs');
    box.replaceChildren(...languages.map((l) => el('button', {
      class: l === lang ? 'on' : '',
      onclick: async () => { lang = l; store.setItem('rt.lang', l); await loadTexts(); drawLangs(); token ? draw() : showJoin(); },
    }, l.toUpperCase())));
  }
  // A refusal in words, as the host says it (refusal_said, engine/app/text.cpp): its key formatted
  // with its args, then the rule that refuses the answer when it names one (args.rule: "The rule:
  // ...", ui.refused_by_rule), else the script's own reason in brackets; its English line when the
  // key is not known here.
  function refusalText(r, names) {
    if (!r || typeof r !== 'object') return '';
    if (!r.key || !has(r.key)) return r.text || r.key || '';
    const args = r.args && typeof r.args === 'object' && !Array.isArray(r.args) ? r.args : {};
    let out = fmt(r.key, args, names);
    const rule = args.rule;
    if (rule && typeof rule === 'object' && typeof rule.key === 'string') {
      const ruleArgs = rule.args && typeof rule.args === 'object' ? rule.args : {};
      out += ' ' + fmt('ui.refused_by_rule', { rule: fmt(rule.key, ruleArgs, names) }, names);
    } else if (typeof args.reason === 'string' && args.reason) {
      out += ' (' + args.reason + ')';  // the script's own words
    }
    return out;
  }
  window.roundtableRefusal = refusalText;  // (the tests compare it with the host's refusal_said)

  // --- joining ---
  async function showJoin(message) {
    pollId++;
    document.getElementById('who').textContent = t('phone.title');
    let lobby = { seats: [] };
    try {
      const r = await fetch('/api/lobby', { cache: 'no-store' });
      lobby = await r.json();
      if (lobby.languages && lobby.languages.length) languages = lobby.languages;
    } catch (e) { message = t('phone.reconnecting'); setTimeout(() => showJoin(), 2000); }
    drawLangs();
    const name = el('input', { type: 'text', maxlength: '24', placeholder: t('phone.your_name'), autocomplete: 'nickname' });
    name.value = store.getItem('rt.name') || '';
    const join = async (seat) => {
      store.setItem('rt.name', name.value);
      const body = { name: name.value };
      if (seat) body.seat = seat;
      const r = await fetch('/api/join', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const j = await r.json();
      if (!r.ok) return showJoin(refusalText(j.refusal));
      token = j.token;
      store.setItem('rt.token', token);
      version = 0;
      env = null;
      startPolling();
    };
    // Every seat, with who plays it (the lobby's `state`): a seat open to phones is a button;
    // one a phone holds, a bot's, or one played at the shared screen is shown, not offered.
    const seats = (lobby.seats || []).map((s) => ({ ...s, state: s.state || (s.taken ? 'taken' : s.open ? 'open' : 'screen') }));
    const free = seats.filter((s) => s.state === 'open');
    const row = (s) => el('button', { class: 'seat state-' + s.state, disabled: s.state !== 'open', 'data-seat': String(s.seat),
      onclick: () => join(s.seat) },
      el('span', {}, fmt('phone.seat', { seat: s.seat }) + (s.name ? ' - ' + seatName(s.name, s.seat) : '')),
      el('span', { class: 'state' }, t('phone.state.' + s.state)));
    app().replaceChildren(el('section', {},
      el('h2', {}, t('phone.join_title')),
      message ? el('p', { class: 'refusal' }, message) : null,
      name,
      el('h2', {}, t('phone.pick_seat')),
      seats.map(row),
      free.length ? el('button', { class: 'send', onclick: () => join(0) }, t('phone.any_seat')) : el('p', {}, t('phone.no_seats'))));
  }

  // --- the seat ---
  function startPolling() {
    const id = ++pollId;
    draw();
    (async () => {
      while (id === pollId) {
        try {
          const r = await fetch('/api/view?since=' + version, { headers: { Authorization: 'Bearer ' + token }, cache: 'no-store' });
          if (id !== pollId) return;
          if (r.status === 401) {
            token = '';
            store.removeItem('rt.token');
            return showJoin(t('phone.lost_seat'));
          }
          if (r.status === 429) { await sleep(1000); continue; }
          if (!r.ok) throw new Error('status ' + r.status);
          const e = await r.json();
          banner(null);
          if (e.version !== version) {
            version = e.version;
            env = e;
            draw();
          }
        } catch (err) {
          banner(t('phone.reconnecting'));
          await sleep(1500);
        }
      }
    })();
  }

  async function send(answer) {
    note = null;
    try {
      const r = await fetch('/api/answer', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token },
        body: JSON.stringify({ version: env.version, answer: answer }),
      });
      const j = await r.json();
      if (j.status === 'refused') note = j.refusal;
    } catch (e) { banner(t('phone.reconnecting')); }
    draw();
  }

  // A card as the terminal says it (entity_line, engine/app/text.cpp): the game's own sentence
  // "<game>.entity.<kind>" about one's own card, "<game>.entity.<kind>.short" in a list after its
  // holder's name, formatted with the card's properties. Without one: "Character card: Loyal
  // Servant of Arthur; loyalty: Good", each property as "label: value", the label left out where
  // the card's kind already says it.
  function entityLine(view, game, names, e, withHolder) {
    const props = e.props || {};
    const keys = Object.keys(props);
    const holder = withHolder && Number.isInteger(e.owner) && e.owner >= 1 && e.owner <= names.length ? names[e.owner - 1] : '';
    const sentence = game + '.entity.' + (e.kind || '') + (withHolder ? '.short' : '');
    if (keys.length && has(sentence)) return (holder ? holder + ': ' : '') + fmt(sentence, props, names);
    const kind = t(game + '.kind.' + (e.kind || ''));
    const line = (holder ? holder + ', ' : '') + kind + ':';
    if (!keys.length) return line + ' ?';
    return line + ' ' + keys.map((k) => {
      let v = typeof props[k] === 'string' ? props[k] : JSON.stringify(props[k]);
      if (has(game + '.' + k + '.' + v)) v = t(game + '.' + k + '.' + v);
      const label = t(game + '.prop.' + k);
      return kind.toLowerCase().includes(label.toLowerCase()) ? v : label + ': ' + v;
    }).join('; ');
  }
  // The table's counters in words, as the terminal says them (counter_lines): each counter the
  // game gave a text "<game>.counter.<id>" (the others are the rules' own bookkeeping).
  // In the order of the game's table layout (the host's "<game>.counter_order"), then by id.
  // Before them, the layout's banners that are up ("<game>.banners": [counter, {value: key}]
  // pairs; up while the counter holds one of the values, a number written as a string).
  function counterLines(view, game, names) {
    const counters = view.counters || {};
    const banners = Array.isArray(texts[game + '.banners']) ? texts[game + '.banners'] : [];
    const up = banners.map(([id, keys]) => {
      const v = counters[id];
      const s = typeof v === 'string' ? v : Number.isInteger(v) ? String(v) : null;
      return s !== null && keys && Object.prototype.hasOwnProperty.call(keys, s) ? t(keys[s]) : null;
    }).filter((line) => line !== null);
    const named = Array.isArray(texts[game + '.counter_order']) ? texts[game + '.counter_order'] : [];
    const ids = named.filter((id) => Object.prototype.hasOwnProperty.call(counters, id))
      .concat(Object.keys(counters).filter((id) => !named.includes(id)));
    return up.concat(ids.filter((id) => has(game + '.counter.' + id))
      .map((id) => fmt(game + '.counter.' + id, { value: counters[id] }, names)));
  }
  // A default name ("Player 3" in any language the table speaks: texts['ui.default_names']) is
  // said in the page's language, as the host says it (engine/app/text.cpp, is_default_name); a
  // typed name is kept.
  function seatName(name, seat) {
    const patterns = Array.isArray(texts['ui.default_names']) ? texts['ui.default_names'] : [];
    for (const p of patterns)
      if (typeof p === 'string' && p.split('{n}').join(String(seat)) === name) return fmt('ui.tv.default_name', { n: seat });
    return name;
  }
  const seatNames = (view) => (view.players || []).map((p, i) => seatName(p.name, i + 1));
  // Everything the page says of a view, in the page's language (the tests compare it with the
  // host's own formatting of the same view: tests/ui/phone_texts_test.cpp).
  window.roundtableWords = (view) => {
    const game = view.game || '';
    const names = seatNames(view);
    const seat = view.seat;
    return {
      lang: lang,
      texts: Object.keys(texts).length,  // 0 until the table's texts have arrived
      counters: counterLines(view, game, names),
      log: (view.log || []).map((l) => fmt(l.key, l.args || {}, names)),
      knowledge: (view.knowledge || []).map((f) => fmt(f.key || '', f, names)),
      prompt: view.decision ? fmt(view.decision.prompt || '', view.decision.args || {}, names) : '',
      cards: (view.entities || []).filter((e) => e.owner === seat && e.props && Object.keys(e.props).length)
        .map((e) => entityLine(view, game, names, e, false)),
    };
  };
  function optionLabel(game, option) {
    for (const key of [game + '.choice.' + option, 'common.choice.' + option]) if (has(key)) return t(key);
    return option;
  }

  function decisionSection(view, game, names) {
    const d = view.decision;
    if (!d) return null;
    const mine = el('section', { class: d.answered ? 'decision' : 'decision turn' }, el('h2', {}, t('phone.your_turn')),
      el('p', {}, fmt(d.prompt || '', d.args || {}, names)));
    if (has((d.prompt || '') + '.why')) mine.append(el('p', { class: 'dim' }, fmt(d.prompt + '.why', d.args || {}, names)));
    const refusal = note || env.refusal;
    if (refusal) mine.append(el('p', { class: 'refusal' }, refusalText(refusal, names)));
    if (d.answered) { mine.append(el('p', {}, t('phone.answered'))); return mine; }
    if (env.queued) { mine.append(el('p', {}, t('phone.sent'))); return mine; }
    const key = JSON.stringify(d);
    if (key !== draftFor) { draftFor = key; draft = []; }
    const toggle = (x) => { draft = draft.includes(x) ? draft.filter((y) => y !== x) : draft.concat([x]); draw(); };
    const byId = (id) => (view.entities || []).find((e) => e.id === id) || { id: id, kind: '', props: {} };
    if (d.kind === 'choose') {
      for (const o of d.options) mine.append(el('button', { onclick: () => send(o) }, optionLabel(game, o)));
      return mine;
    }
    const pool = d.kind === 'pick_seats' ? d.eligible : d.entities;
    const label = (x) => (d.kind === 'pick_seats' ? names[x - 1] || String(x) : entityLine(view, game, names, byId(x), true));
    if (d.kind === 'order') {
      mine.append(el('p', { class: 'dim' }, t('phone.order_help')));
      for (const x of pool) {
        const at = draft.indexOf(x);
        mine.append(el('button', { class: at >= 0 ? 'on' : '', onclick: () => at < 0 && toggle(x) }, (at >= 0 ? at + 1 + '. ' : '') + label(x)));
      }
      mine.append(el('button', { onclick: () => { draft = []; draw(); } }, t('phone.again')));
      mine.append(el('button', { class: 'send', disabled: draft.length !== pool.length, onclick: () => send(draft) }, t('phone.send')));
      return mine;
    }
    mine.append(el('p', { class: 'dim' }, d.min === d.max ? fmt('phone.pick_exactly', { count: d.min }) : fmt('phone.pick_count', { min: d.min, max: d.max })));
    for (const x of pool) mine.append(el('button', { class: draft.includes(x) ? 'on' : '', onclick: () => toggle(x) }, label(x)));
    const ok = draft.length >= d.min && draft.length <= d.max;
    mine.append(el('button', { class: 'send', disabled: !ok, onclick: () => send(draft.slice().sort((a, b) => a - b)) }, t('phone.send')));
    return mine;
  }

  function draw() {
    drawLangs();
    // Which envelope the page shows (a test waits for it; nothing secret: the seat's own count).
    app().dataset.version = env ? String(env.version) : '0';
    const who = document.getElementById('who');
    if (!env) { who.textContent = t('phone.title'); app().replaceChildren(); return; }
    const view = env.view;
    if (!view) {
      who.textContent = fmt('phone.you_are', { name: env.name, seat: env.seat });
      app().replaceChildren(el('section', {}, el('p', {}, t('phone.waiting_start'))));
      return;
    }
    const game = view.game || '';
    const names = seatNames(view);
    who.textContent = fmt('phone.you_are', { name: env.name || names[env.seat - 1] || '', seat: env.seat });
    const asked = !!(view.decision && !view.decision.answered && !env.queued);
    if (asked && !wasAsked && navigator.vibrate) navigator.vibrate([200, 100, 200]);
    wasAsked = asked;
    const parts = [];
    if (view.outcome) {
      parts.push(el('section', { class: 'over turn' }, el('h2', {}, t('phone.game_over')),
        el('p', {}, fmt('ui.winner', { winner: game + '.side.' + view.outcome.winner, reason: game + '.end.' + view.outcome.reason }, names))));
    }
    parts.push(decisionSection(view, game, names));
    const mineCards = (view.entities || []).filter((e) => e.owner === env.seat && e.props && Object.keys(e.props).length);
    if (mineCards.length) parts.push(el('section', { class: 'cards' }, el('h2', {}, t('phone.your_cards')), el('ul', {}, mineCards.map((e) => el('li', {}, entityLine(view, game, names, e))))));
    if ((view.knowledge || []).length)
      parts.push(el('section', { class: 'knowledge' }, el('h2', {}, t('ui.you_know')), el('ul', {}, view.knowledge.map((f) => el('li', {}, fmt(f.key || '', f, names))))));
    const waiting = view.waiting_for || [];
    const counters = counterLines(view, game, names).map((line) => el('p', {}, line));
    parts.push(el('section', { class: 'table' }, el('h2', {}, t('phone.table')),
      el('ul', {}, names.map((n, i) => el('li', { class: waiting.includes(i + 1) ? 'asked' : '' }, n + (i + 1 === env.seat ? ' *' : '')))),
      waiting.length ? el('p', { class: 'asked' }, fmt('phone.waiting_for', { seats: waiting }, names)) : null,
      counters));
    const log = view.log || [];
    if (log.length)
      parts.push(el('section', { class: 'log' }, el('h2', {}, t('phone.latest')),
        el('ul', {}, log.slice(-6).map((l) => el('li', {}, fmt(l.key, l.args || {}, names))))));
    app().replaceChildren(...parts.filter(Boolean));
  }

  (async () => {
    try { await loadTexts(); } catch (e) { /* drawn with keys until the table answers */ }
    if (token) startPolling();
    else showJoin();
  })();
})();
