// The phone simulator's page: a plain, dependency-free stand-in for the phones CareCall calls. It
// polls /__sim/state every second and updates the page in place (no re-render), so typed text, focus
// and screen-reader position survive the refresh. Everything from the server goes in via textContent.
export const simulatorPage = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>CareCall phone simulator</title>
<style>
 :root{color-scheme:light}
 html{font-size:20px}
 body{font:1rem/1.5 system-ui,sans-serif;margin:0 auto;padding:1.5rem;color:#1a202c;background:#fff;max-width:60rem}
 h1{font-size:1.8rem;margin:.2em 0} h2{font-size:1.4rem;margin:0 0 .5rem} h3{font-size:1.15rem;margin:0 0 .5rem}
 p{margin:.4rem 0} code{font-size:.85em;background:#edf2f7;padding:0 .25em;border-radius:3px}
 button,input{font:inherit}
 button{min-height:44px;min-width:44px;padding:0 1rem;border:2px solid #2a4365;border-radius:6px;background:#fff;color:#2a4365;cursor:pointer}
 button.primary{background:#22543d;border-color:#22543d;color:#fff} button.danger{background:#9b2c2c;border-color:#9b2c2c;color:#fff}
 button:hover{filter:brightness(.92)}
 :focus-visible{outline:3px solid #2b6cb0;outline-offset:3px}
 input[type=text]{min-height:44px;padding:0 .6rem;border:2px solid #4a5568;border-radius:6px;width:100%;box-sizing:border-box}
 .phone{border:2px solid #cbd5e0;border-radius:10px;padding:1rem 1.25rem;margin:1.25rem 0}
 .settings{color:#4a5568}
 .call{border-left:6px solid #2a4365;padding:.5rem 0 .5rem 1rem;margin:1rem 0}
 .call.ringing,.call.initiated,.call.queued{border-color:#b7791f} .call.in-progress{border-color:#22543d}
 .actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0}
 .keypad{display:grid;grid-template-columns:repeat(3,4rem);gap:.5rem;margin:.5rem 0}
 .keypad button{min-height:56px;font-size:1.3rem;font-weight:600}
 .say{display:grid;grid-template-columns:1fr auto;gap:.5rem;align-items:end;max-width:40rem}
 .say label{grid-column:1/-1;font-weight:600}
 ol.transcript{list-style:none;padding:0;margin:.5rem 0}
 ol.transcript li{padding:.35rem .6rem;margin:.25rem 0;border-radius:6px;max-width:40rem}
 ol.transcript li.system{background:#ebf4ff} ol.transcript li.person{background:#f0fff4;margin-left:2rem}
 .who{font-weight:700;margin-right:.4em}
 .listening{font-weight:600;color:#22543d} .quiet{color:#4a5568}
 details{margin:.5rem 0;border-top:1px solid #e2e8f0;padding-top:.5rem} summary{cursor:pointer;min-height:44px;padding:.4rem 0;box-sizing:border-box}
 .log{font-size:.9rem;color:#4a5568} .log .error{color:#9b2c2c;font-weight:600}
 .status-line{min-height:1.5em;font-weight:600}
</style></head>
<body>
<header>
<h1>CareCall phone simulator</h1>
<p>Local only. This page stands in for the telephone network: every number CareCall calls or texts appears here.
Answer a ringing call to speak for the person yourself, or let each number answer the way it is set
(<code>PUT /__sim/phones/{number}</code>). Calls ring for a few seconds before a number answers by itself.</p>
<p>JSON: <a href="/__sim/calls">/__sim/calls</a>, <a href="/__sim/phones">/__sim/phones</a>.</p>
</header>
<p class="status-line" id="status" role="status" aria-live="polite"></p>
<main id="phones"><p id="empty">No calls or texts yet. When CareCall calls a number, it appears here.</p></main>
<script>
(() => {
  const phonesEl = document.getElementById('phones');
  const statusEl = document.getElementById('status');
  const sections = new Map();   // number -> { section, settings, live, past, pastCount }
  const views = new Map();      // sid -> view
  let known = null;             // sids seen at the last refresh (null until the first one)

  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'class') el.className = v;
      else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
      else el.setAttribute(k, v);
    }
    for (const c of children) if (c != null) el.append(c);
    return el;
  }
  const say = (text) => { statusEl.textContent = text; };
  const time = (iso) => iso ? new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' }) : '';
  const isLive = (c) => !c.sms && (c.status === 'queued' || c.status === 'initiated' || c.status === 'ringing' || c.status === 'in-progress');
  const STATUS = { queued: 'Waiting in the provider queue', initiated: 'Calling', ringing: 'Ringing', 'in-progress': 'On the call', completed: 'Ended', busy: 'Busy or declined',
    'no-answer': 'Not answered', failed: 'Could not be placed', canceled: 'Canceled before it was answered', delivered: 'Text delivered' };

  async function post(sid, action, body) {
    try {
      const r = await fetch('/__sim/calls/' + encodeURIComponent(sid) + '/' + action, {
        method: 'POST', headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
      const data = await r.json().catch(() => ({}));
      if (!r.ok) say(data.message || ('That did not work (' + r.status + ').'));
      else if (data.heard === false) say(data.message);
      else say('');
      return r.ok;
    } catch { say('The simulator could not be reached.'); return false; }
    finally { refresh(); }
  }

  function phoneSection(number) {
    let s = sections.get(number);
    if (s) return s;
    const id = 'phone-' + number.replace(/[^0-9a-z]/gi, '');
    const settings = h('p', { class: 'settings' });
    const live = h('div', { class: 'live-calls' });
    const past = h('div', { class: 'past-calls' });
    const section = h('section', { class: 'phone', 'aria-labelledby': id }, h('h2', { id }, 'Phone ' + number), settings, live, past);
    s = { section, settings, live, past, number };
    sections.set(number, s);
    // Keep phones in number order so nothing jumps around under the reader.
    const after = [...sections.values()].filter((o) => o !== s && o.number > number).sort((a, b) => a.number.localeCompare(b.number))[0];
    phonesEl.insertBefore(section, after ? after.section : null);
    return s;
  }

  function describeSettings(st) {
    if (!st) return 'Not set: answers, and stays silent at every question.';
    const parts = ['Set to ' + st.behaviour];
    if (st.behaviour === 'answer') parts.push(st.replies.length ? st.replies.length + ' spoken ' + (st.replies.length === 1 ? 'reply' : 'replies') : 'no spoken replies');
    if (st.behaviour === 'answer' && st.digits.length) parts.push('keys ' + st.digits.join(', '));
    return parts.join(', ') + '.';
  }

  function lineEl(line) {
    return h('li', { class: line.speaker }, h('span', { class: 'who' }, line.speaker === 'person' ? 'Person:' : (line.sms ? 'Text:' : 'CareCall:')), line.text);
  }

  function liveView(c) {
    const heading = h('h3');
    const state = h('p');
    const actions = h('div', { class: 'actions' });
    const transcript = h('ol', { class: 'transcript', 'aria-live': 'polite', 'aria-label': 'What is said on this call' });
    const input = h('input', { type: 'text', id: 'say-' + c.sid, autocomplete: 'off' });
    const sayForm = h('form', { class: 'say', onsubmit: async (ev) => {
      ev.preventDefault();
      const text = input.value.trim();
      if (!text) { say('Type what the person says first.'); input.focus(); return; }
      if (await post(c.sid, 'say', { text })) input.value = '';
    } }, h('label', { for: 'say-' + c.sid }, 'What the person says'), input, h('button', { type: 'submit', class: 'primary' }, 'Say it'));
    const keypad = h('div', { class: 'keypad', role: 'group', 'aria-label': 'Phone keys' },
      ...'123456789*0#'.split('').map((k) => h('button', { type: 'button', 'aria-label': 'Press ' + (k === '*' ? 'star' : k === '#' ? 'hash' : k), onclick: () => post(c.sid, 'press', { digits: k }) }, k)));
    const manual = h('div', {}, sayForm, keypad);
    const el = h('article', { class: 'call' }, heading, state, actions, transcript, manual);
    return { kind: 'live', el, heading, state, actions, transcript, manual, lines: 0, mode: '' };
  }

  function updateLive(v, c) {
    v.el.className = 'call ' + c.status;
    v.heading.textContent = STATUS[c.status] + ': ' + (c.kind === 'contact-alert' ? 'alert call' : 'check-in call') + ' from ' + c.from;
    const listening = c.listening ? (c.listening.speech && c.listening.dtmf ? 'Listening for speech or keys.' : c.listening.speech ? 'Listening for speech.' : 'Listening for keys.') : '';
    v.state.className = listening ? 'listening' : 'quiet';
    v.state.textContent = c.status === 'in-progress'
      ? (c.answeredBy === 'machine_end_beep' ? 'Voicemail picked up.' : c.manual ? (listening || 'CareCall is speaking.') : 'Answered automatically by this number\\'s settings.')
      : 'Started ' + time(c.startedAt) + '.';
    const mode = c.status + '|' + c.manual;
    if (mode !== v.mode) {
      v.mode = mode;
      v.actions.replaceChildren();
      if (c.status !== 'in-progress') {
        v.actions.append(h('button', { type: 'button', class: 'primary', onclick: () => post(c.sid, 'answer').then((ok) => ok && say('You answered. Type what the person says, or press keys.')) }, 'Answer'));
        v.actions.append(h('button', { type: 'button', onclick: () => post(c.sid, 'decline') }, 'Decline'));
      } else {
        v.actions.append(h('button', { type: 'button', class: 'danger', onclick: () => post(c.sid, 'hangup') }, 'Hang up'));
      }
      v.manual.hidden = !(c.status === 'in-progress' && c.manual);
    }
    appendLines(v, c);
  }

  function appendLines(v, c) {
    for (const line of c.transcript.slice(v.lines)) v.transcript.append(lineEl({ ...line, sms: c.sms }));
    v.lines = c.transcript.length;
  }

  function pastView(c, s) {
    const summary = h('summary');
    const body = h('div');
    const el = h('details', { class: 'past' }, summary, body);
    const v = { kind: 'past', el, summary, body, rendered: '' };
    return v;
  }

  function updatePast(v, c) {
    const key = c.status + '|' + c.transcript.length + '|' + c.log.length;
    if (key === v.rendered) return;
    v.rendered = key;
    const what = c.sms ? 'Text from ' + c.from : (c.kind === 'contact-alert' ? 'Alert call' : 'Check-in call') + ' from ' + c.from;
    v.summary.textContent = time(c.startedAt) + ' · ' + what + ' · ' + STATUS[c.status] + (c.durationSeconds ? ' · ' + c.durationSeconds + ' s' : '');
    const transcript = h('ol', { class: 'transcript', 'aria-label': 'What was said' }, ...c.transcript.map((l) => lineEl({ ...l, sms: c.sms })));
    const facts = [];
    if (c.answeredBy) facts.push(c.answeredBy === 'human' ? (c.manual ? 'answered by you' : 'answered automatically') : 'voicemail');
    if (c.recordingSid) facts.push(h('a', { href: '/__sim/recordings/' + c.recordingSid }, 'recording'));
    const factLine = h('p', { class: 'quiet' });
    facts.forEach((f, i) => { if (i) factLine.append(', '); factLine.append(f); });
    const errors = c.log.filter((l) => l.level === 'error');
    const log = c.log.length ? h('details', { class: 'log' }, h('summary', {}, 'Webhook log' + (errors.length ? ' (' + errors.length + ' error' + (errors.length > 1 ? 's' : '') + ')' : '')),
      h('ul', {}, ...c.log.map((l) => h('li', { class: l.level }, time(l.at) + ' ' + l.text)))) : null;
    v.body.replaceChildren(...(c.transcript.length ? [transcript] : [h('p', { class: 'quiet' }, 'Nothing was said.')]), ...(facts.length ? [factLine] : []), ...(log ? [log] : []));
  }

  async function refresh() {
    let state;
    try { state = await fetch('/__sim/state').then((r) => r.json()); }
    catch { say('The simulator could not be reached. Is the local server running?'); return; }
    const numbers = new Set([...Object.keys(state.phones), ...state.calls.map((c) => c.to)]);
    document.getElementById('empty').hidden = numbers.size > 0;
    for (const n of numbers) phoneSection(n).settings.textContent = describeSettings(state.phones[n]);
    const seen = new Set();
    // Oldest first, so prepending keeps the newest past call on top.
    for (const c of [...state.calls].reverse()) {
      seen.add(c.sid);
      const s = phoneSection(c.to);
      let v = views.get(c.sid);
      const live = isLive(c);
      if (v && v.kind === 'live' && !live) {
        v.el.remove();
        views.delete(c.sid);
        v = undefined;
        say('Call to ' + c.to + ' ended: ' + STATUS[c.status].toLowerCase() + '.');
      }
      if (!v) {
        v = live ? liveView(c) : pastView(c, s);
        views.set(c.sid, v);
        if (live) s.live.prepend(v.el); else s.past.prepend(v.el);
        if (live && known && !known.has(c.sid)) say('Incoming call to ' + c.to + '.');
      }
      if (live) updateLive(v, c); else updatePast(v, c);
    }
    for (const [sid, v] of views) if (!seen.has(sid)) { v.el.remove(); views.delete(sid); }
    for (const [n, s] of sections) if (!numbers.has(n)) { s.section.remove(); sections.delete(n); }
    known = seen;
  }
  refresh();
  setInterval(refresh, 1000);
})();
</script>
</body></html>`;
