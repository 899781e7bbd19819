// Shown at / until the web app is built (the web app issue replaces it with the real site).
export const homePage = (url: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>CareCall</title>
<style>body{font:18px/1.6 system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#1a202c} a{color:#2b6cb0}</style>
</head><body>
<h1>CareCall</h1>
<p>Regular check-in calls for peace of mind. The local twin is running at <code>${url}</code>.</p>
<ul>
<li><a href="/api/health">API health</a></li>
<li><a href="/api/service-plans">Service plans</a></li>
<li><a href="/test/timezone?timeOfDay=12:00&amp;timezone=America/Toronto">Timezone test</a></li>
<li><a href="/__dev">Developer console</a> (pending triggers and workflow executions)</li>
<li><a href="/__mail">Mail outbox</a> (every email the product sends)</li>
</ul>
</body></html>`;
