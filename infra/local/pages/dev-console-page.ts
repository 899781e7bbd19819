// A plain, dependency-free page: pending triggers (with a Fire button) and executions with their
// state-by-state path, refreshed every 2 s.
export const devConsolePage = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>CareCall developer console</title>
<style>
 body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1a202c;max-width:70rem}
 table{border-collapse:collapse;width:100%;margin-bottom:2rem} th,td{border:1px solid #cbd5e0;padding:.4rem .6rem;text-align:left;vertical-align:top}
 th{background:#edf2f7} button{font:inherit;min-height:44px;padding:0 1rem;cursor:pointer}
 code{font-size:.9em} .FAILED,.TIMED_OUT,.ABORTED{color:#9b2c2c;font-weight:600} .SUCCEEDED{color:#22543d;font-weight:600} .RUNNING{color:#2a4365;font-weight:600}
</style></head>
<body>
<h1>CareCall developer console (local only)</h1>
<p>The local twin of EventBridge Scheduler and the Step Functions console. JSON: <a href="/__dev/scheduler">/__dev/scheduler</a>, <a href="/__dev/executions">/__dev/executions</a>.</p>
<p><button id="weekly" type="button">Send the weekly summary now</button> <span id="weekly-result" role="status"></span> (every account with calls this week; the emails land in <a href="/__mail">/__mail</a>)</p>
<h2>Pending triggers</h2>
<table><thead><tr><th>Name</th><th>Schedule</th><th>Fires at (UTC)</th><th></th></tr></thead><tbody id="triggers"></tbody></table>
<h2>Workflow executions</h2>
<table><thead><tr><th>Execution</th><th>Status</th><th>Started</th><th>Stopped</th><th>States</th></tr></thead><tbody id="executions"></tbody></table>
<script>
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]));
async function fire(name) {
  const r = await fetch('/__dev/scheduler/' + encodeURIComponent(name) + '/fire', { method: 'POST' });
  if (!r.ok) alert('Could not fire: ' + r.status);
  refresh();
}
async function refresh() {
  const [triggers, executions] = await Promise.all([fetch('/__dev/scheduler').then(r => r.json()), fetch('/__dev/executions').then(r => r.json())]);
  document.getElementById('triggers').innerHTML = triggers.length ? triggers.map(t =>
    '<tr><td><code>' + esc(t.name) + '</code></td><td><code>' + esc(t.scheduleId) + '</code></td><td>' + esc(t.at) +
    '</td><td><button data-name="' + esc(t.name) + '">Fire now</button></td></tr>').join('') : '<tr><td colspan="4">No pending triggers.</td></tr>';
  const details = await Promise.all(executions.slice(0, 50).map(e => fetch('/__dev/executions/' + encodeURIComponent(e.executionId)).then(r => r.json())));
  document.getElementById('executions').innerHTML = details.length ? details.map(e =>
    '<tr><td><code>' + esc(e.executionId) + '</code></td><td class="' + esc(e.status) + '">' + esc(e.status) + '</td><td>' + esc(e.startDate) +
    '</td><td>' + esc(e.stopDate) + '</td><td>' + esc((e.states || []).join(' → ')) + (e.cause ? '<br><small>' + esc(e.error) + ': ' + esc(e.cause) + '</small>' : '') + '</td></tr>').join('')
    : '<tr><td colspan="5">No executions yet.</td></tr>';
}
document.getElementById('triggers').addEventListener('click', (ev) => { const n = ev.target.dataset?.name; if (n) fire(n); });
document.getElementById('weekly').addEventListener('click', async () => {
  const r = await fetch('/__dev/weekly-summary', { method: 'POST' });
  const t = await r.json();
  document.getElementById('weekly-result').textContent = r.ok ? 'Sent ' + t.sent + ' of ' + t.accounts + ' accounts.' : 'Failed: ' + r.status;
});
refresh(); setInterval(refresh, 2000);
</script>
</body></html>`;
