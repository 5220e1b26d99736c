import { type Fixture, fixtures } from './fixtures.ts';

/**
 * The sandbox sportsbook's page (decision 0136): server-rendered HTML in English, as the other sandbox pages
 * are, with one script of its own (`client.js`) that speaks the frame protocol with the site. A third-party
 * sportsbook would theme itself to the operator's brand; this one borrows the site's dark palette.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function fixtureCard(fixture: Fixture): string {
  const buttons = fixture.selections
    .map(
      (
        s,
      ) => `<button type="button" class="pick" data-selection="${escapeHtml(s.id)}" data-label="${escapeHtml(s.label)}"
  data-odds="${(s.odds / 100).toFixed(2)}" data-event="${escapeHtml(`${fixture.home} v ${fixture.away}`)}"
  aria-label="${escapeHtml(`${fixture.home} v ${fixture.away}, ${fixture.market}: ${s.label} at ${(s.odds / 100).toFixed(2)}`)}">
<span class="pick-label">${escapeHtml(s.label)}</span><span class="pick-odds">${(s.odds / 100).toFixed(2)}</span></button>`,
    )
    .join('');
  return `<li class="fixture" data-kickoff-hours="${fixture.kickOffInHours}">
<p class="meta"><span class="sport">${escapeHtml(fixture.sport)}</span> · ${escapeHtml(fixture.competition)} · <time class="kickoff"></time></p>
<h3>${escapeHtml(fixture.home)} <span class="v">v</span> ${escapeHtml(fixture.away)}</h3>
<p class="market">${escapeHtml(fixture.market)}</p>
<div class="picks picks-${fixture.selections.length}">${buttons}</div>
</li>`;
}

const style = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,sans-serif;background:#0b1020;color:#eef2ff;font-size:15px;line-height:1.4}
main{max-width:72rem;margin:0 auto;padding:1rem;display:grid;gap:1rem}
@media (min-width:900px){main{grid-template-columns:1fr 20rem;align-items:start}}
.banner{margin:0;grid-column:1/-1;background:#2a2410;border:1px solid #6b5720;border-radius:.625rem;padding:.5rem .75rem;font-size:.8125rem;color:#ffdf8a}
header.top{grid-column:1/-1;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between}
h1{font-size:1.25rem;margin:0}h2{font-size:1rem;margin:0 0 .5rem}h3{font-size:1rem;margin:.25rem 0}
.account{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.balance{font-variant-numeric:tabular-nums;font-weight:600}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.fixture,.panel{background:#121a30;border:1px solid #2a3659;border-radius:1rem;padding:.875rem}
.meta{margin:0;color:#a9b4d0;font-size:.8125rem}.sport{color:#38d3c4;font-weight:600}
.market{margin:0 0 .5rem;color:#a9b4d0;font-size:.8125rem}.v{color:#a9b4d0;font-weight:400}
.picks{display:grid;gap:.5rem}.picks-2{grid-template-columns:1fr 1fr}.picks-3{grid-template-columns:1fr 1fr 1fr}
button{font:inherit;min-height:2.75rem;border-radius:.625rem;border:1px solid #2a3659;background:#19233f;color:#eef2ff;cursor:pointer;padding:0 .875rem}
button:hover{background:#222e52}
button:focus-visible,input:focus-visible{outline:2px solid #7cc4ff;outline-offset:2px}
.pick{display:flex;justify-content:space-between;align-items:center;gap:.5rem}
.pick[aria-pressed=true]{border-color:#ffb020;background:#2b2a2a}
.pick-label{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}.pick-odds{font-weight:700;color:#ffc555;font-variant-numeric:tabular-nums}
.primary{background:#ffb020;color:#1a1200;border-color:#ffb020;font-weight:700}.primary:hover{background:#ffc555}
label{display:block;font-size:.8125rem;color:#a9b4d0;margin:.5rem 0 .25rem}
input{font:inherit;width:100%;min-height:2.75rem;border-radius:.625rem;border:1px solid #2a3659;background:#0b1020;color:#eef2ff;padding:0 .75rem;font-variant-numeric:tabular-nums}
.slip-actions,.bet-actions{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:.75rem}
.notice{margin:.5rem 0 0;font-size:.875rem}.notice.error{color:#ff8f8f}.notice.ok{color:#3ddc84}
.bet{border-top:1px solid #2a3659;padding-top:.5rem}.bet:first-child{border-top:0;padding-top:0}
.bet p{margin:.125rem 0}.muted{color:#a9b4d0;font-size:.8125rem}.status{font-weight:600}
[hidden]{display:none!important}
`;

/** The whole page; `parentOrigin` is the one site this frame talks to (the only origin it listens to). */
export function sandboxSportsbookPage(input: { parentOrigin: string; locale: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox sportsbook</title>
<style>${style}</style>
<script src="/sandbox/sportsbook/client.js" defer></script>
</head>
<body data-parent-origin="${escapeHtml(input.parentOrigin)}" data-locale="${escapeHtml(input.locale)}">
<main>
<p class="banner">Sandbox sportsbook: for testing only. Odds are fixed and you settle the bets yourself.</p>
<header class="top">
<h1>Sports betting</h1>
<div class="account" id="account" aria-live="polite">
<span class="balance" id="balance" data-testid="sportsbook-balance"></span>
<button type="button" id="deposit" hidden>Deposit</button>
<button type="button" id="login" hidden>Log in</button>
<button type="button" id="signup" class="primary" hidden>Sign up</button>
</div>
</header>
<section aria-labelledby="fixtures-title">
<h2 id="fixtures-title">Upcoming matches</h2>
<ul>${fixtures.map(fixtureCard).join('')}</ul>
</section>
<aside class="side">
<section class="panel" aria-labelledby="slip-title" id="slip">
<h2 id="slip-title">Bet slip</h2>
<p class="muted" id="slip-empty">Choose odds to add a selection.</p>
<form id="slip-form" hidden novalidate>
<p id="slip-event"></p>
<p class="muted" id="slip-pick"></p>
<label for="stake">Stake</label>
<input id="stake" name="stake" inputmode="decimal" autocomplete="off" required>
<p class="muted" id="slip-return"></p>
<div class="slip-actions">
<button type="submit" class="primary" id="place">Place bet</button>
<button type="button" id="clear">Clear</button>
</div>
</form>
<p class="notice" id="slip-notice" role="status"></p>
</section>
<section class="panel" aria-labelledby="bets-title" id="bets-panel" hidden>
<h2 id="bets-title">My bets</h2>
<ul id="bets"></ul>
</section>
</aside>
</main>
</body>
</html>`;
}
