'use strict';
// Where to go once logged in: `?next=` when it is a path of this server, else `/`.
function next() {
  const next = new URLSearchParams(location.search).get('next');
  return next && next.startsWith('/') && !/^\/[\/\\]/.test(next) ? next : '/';
}

window.addEventListener('DOMContentLoaded', () => {
  const error = document.getElementById('error');
  document.getElementById('login').addEventListener('submit', async (event) => {
    event.preventDefault();
    error.hidden = true;
    try {
      const response = await fetch('/api/login', {
        method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: document.getElementById('token').value }),
      });
      if (response.ok) { location.assign(next()); return; }
      const body = await response.json().catch(() => ({}));
      error.textContent = body.error || 'the login failed (' + response.status + ')';
    } catch (failure) {
      error.textContent = 'the server could not be reached';
    }
    error.hidden = false;
    document.body.dataset.state = 'refused';
  });
  document.body.dataset.state = 'ready';
});
