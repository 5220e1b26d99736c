// The sandbox sportsbook's side of the frame protocol (decision 0136). It listens only to the site it was
// configured for (its origin on <body>) and only to the window that framed it; it posts only to that origin.
// Messages are { protocol: 'croupier.sportsbook', version: 1, type, ...fields }, as apps/web's
// features/sportsbook/frame-protocol.ts defines them.
(() => {
  const protocol = 'croupier.sportsbook';
  const parentOrigin = document.body.dataset.parentOrigin;
  const locale = document.body.dataset.locale || 'en';
  const framed = window.parent !== window;
  const state = { token: null, currency: null, selection: null };
  const $ = (id) => document.getElementById(id);

  function post(type, fields) {
    if (framed) window.parent.postMessage({ protocol, version: 1, type, ...fields }, parentOrigin);
  }

  function money(amount, currency) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
    } catch {
      return `${amount} ${currency}`;
    }
  }

  function notice(text, kind) {
    const el = $('slip-notice');
    el.textContent = text;
    el.className = `notice ${kind || ''}`;
  }

  async function api(path, body) {
    const response = await fetch(`/sandbox/sportsbook/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({}));
    return { ok: response.ok, answer };
  }

  const refusals = {
    insufficient_funds: 'Not enough balance for this stake.',
    limit_reached: 'A responsible-gaming limit stops this bet.',
    player_blocked: 'Betting is closed on this account.',
    session_expired: 'Your session has ended: reloading it, try again in a moment.',
    bet_below_minimum: 'The stake is below the minimum.',
    bet_above_maximum: 'The stake is above the maximum.',
    bonus_bet_above_maximum: 'The stake is above your bonus’s maximum bet.',
    bonus_restricted: 'Your active bonus does not allow sports bets.',
  };

  function showAccount() {
    const loggedIn = Boolean(state.token);
    $('login').hidden = loggedIn;
    $('signup').hidden = loggedIn;
    $('deposit').hidden = !loggedIn;
    if (!loggedIn) $('balance').textContent = '';
    $('bets-panel').hidden = !loggedIn;
  }

  function betItem(bet) {
    const li = document.createElement('li');
    li.className = 'bet';
    li.dataset.testid = 'sportsbook-bet';
    const line = (text, className) => {
      const p = document.createElement('p');
      p.textContent = text;
      if (className) p.className = className;
      li.append(p);
    };
    line(bet.event);
    line(`${bet.market}: ${bet.selection} @ ${bet.odds}`, 'muted');
    line(
      `Stake ${money(Number(bet.stake), bet.currency)} · returns ${money(Number(bet.potentialPayout), bet.currency)}`,
      'muted',
    );
    const labels = { open: 'Open', won: 'Won', lost: 'Lost' };
    line(labels[bet.status], 'status');
    if (bet.status === 'open') {
      const actions = document.createElement('div');
      actions.className = 'bet-actions';
      for (const outcome of ['won', 'lost']) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = outcome === 'won' ? 'Settle as won' : 'Settle as lost';
        button.addEventListener('click', () => settle(bet.id, outcome, button));
        actions.append(button);
      }
      li.append(actions);
    }
    return li;
  }

  async function loadBets() {
    if (!state.token) return;
    const { ok, answer } = await api('bets/list', { sessionToken: state.token });
    if (!ok) return;
    $('bets').replaceChildren(...answer.bets.map(betItem));
    if (answer.bets.length === 0) {
      const li = document.createElement('li');
      li.className = 'muted';
      li.textContent = 'No bets yet.';
      $('bets').append(li);
    }
  }

  async function settle(id, outcome, button) {
    button.disabled = true;
    const { ok, answer } = await api(`bets/${encodeURIComponent(id)}/settle`, { sessionToken: state.token, outcome });
    if (ok) post('bet-settled', { betId: id });
    else notice(answer.error?.message || 'The bet could not be settled.', 'error');
    await loadBets();
  }

  function choose(button) {
    for (const other of document.querySelectorAll('.pick')) other.setAttribute('aria-pressed', 'false');
    button.setAttribute('aria-pressed', 'true');
    state.selection = button.dataset.selection;
    $('slip-empty').hidden = true;
    $('slip-form').hidden = false;
    $('slip-event').textContent = button.dataset.event;
    $('slip-pick').textContent = `${button.dataset.label} @ ${button.dataset.odds}`;
    $('slip-form').dataset.odds = button.dataset.odds;
    notice('');
    updateReturn();
    $('stake').focus();
  }

  function updateReturn() {
    const stake = Number($('stake').value.replace(',', '.'));
    const odds = Number($('slip-form').dataset.odds);
    $('slip-return').textContent =
      stake > 0 && state.currency
        ? `Potential return ${money(Math.floor(stake * odds * 100) / 100, state.currency)}`
        : '';
  }

  async function place(event) {
    event.preventDefault();
    if (!state.token) {
      notice('Log in or sign up to place a bet.', 'error');
      post('login');
      return;
    }
    const stake = $('stake').value.trim().replace(',', '.');
    if (!/^\d+(\.\d+)?$/.test(stake) || Number(stake) <= 0) {
      notice('Enter a stake.', 'error');
      $('stake').focus();
      return;
    }
    $('place').disabled = true;
    const { ok, answer } = await api('bets', { sessionToken: state.token, selectionId: state.selection, stake });
    $('place').disabled = false;
    if (ok) {
      notice('Bet placed.', 'ok');
      post('bet-placed', { betId: answer.bet.id });
      $('stake').value = '';
      updateReturn();
      await loadBets();
      return;
    }
    const code = answer.error?.code;
    if (code === 'session_expired') post('ready');
    notice(refusals[code] || answer.error?.message || 'The bet was not accepted.', 'error');
    if (code === 'insufficient_funds') $('deposit').focus();
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const message = event.data;
    if (!message || message.protocol !== protocol || message.version !== 1) return;
    if (message.type === 'session') {
      const changed = state.token !== message.token;
      state.token = typeof message.token === 'string' ? message.token : null;
      state.currency = typeof message.currency === 'string' ? message.currency : null;
      showAccount();
      if (changed) void loadBets();
    }
    if (message.type === 'balance' && state.token && typeof message.balance === 'number') {
      $('balance').textContent = money(message.balance, message.currency);
    }
  });

  for (const el of document.querySelectorAll('.fixture')) {
    const at = new Date(Date.now() + Number(el.dataset.kickoffHours) * 3_600_000);
    at.setMinutes(at.getMinutes() < 30 ? 0 : 30, 0, 0);
    const time = el.querySelector('.kickoff');
    time.dateTime = at.toISOString();
    time.textContent = new Intl.DateTimeFormat(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
      at,
    );
  }
  for (const button of document.querySelectorAll('.pick')) {
    button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', () => choose(button));
  }
  $('stake').addEventListener('input', updateReturn);
  $('slip-form').addEventListener('submit', place);
  $('clear').addEventListener('click', () => {
    state.selection = null;
    for (const other of document.querySelectorAll('.pick')) other.setAttribute('aria-pressed', 'false');
    $('slip-form').hidden = true;
    $('slip-empty').hidden = false;
    notice('');
  });
  $('login').addEventListener('click', () => post('login'));
  $('signup').addEventListener('click', () => post('signup'));
  $('deposit').addEventListener('click', () => post('deposit'));
  showAccount();
  post('ready');
})();
