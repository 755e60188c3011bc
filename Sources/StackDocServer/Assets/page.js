'use strict';
const SVG = 'http://www.w3.org/2000/svg';
const STYLED_KINDS = new Set({{STYLED_KINDS}});
const $ = (id) => document.getElementById(id);
const state = { doc: null, head: 1, rev: 0, diff: false, base: 1, device: '', landscape: false, nodes: new Map(), names: new Map(), selected: null };
let drawing = 0;

async function api(path) {
  const response = await fetch(path);
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || response.statusText);
  return body;
}

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function showError(error) {
  $('error').hidden = false;
  $('error').textContent = String(error.message || error);
  document.body.dataset.error = String(error.message || error);
}

function docPath() { return '/api/documents/' + encodeURIComponent(state.doc); }

function canvasQuery() {
  if (!state.device) return '';
  return '?device=' + encodeURIComponent(state.device) + (state.landscape ? '&landscape=true' : '');
}

function readAddress() {
  const match = location.pathname.match(/^\/documents\/(.+)$/);
  if (!match) return false;
  state.doc = decodeURIComponent(match[1]);
  const query = new URLSearchParams(location.search);
  state.rev = parseInt(query.get('rev'), 10) || 0;
  const base = parseInt(query.get('diff'), 10);
  state.diff = base > 0;
  state.base = base > 0 ? base : 1;
  state.device = query.get('device') || '';
  state.landscape = query.get('landscape') === 'true';
  return true;
}

function writeAddress() {
  const query = new URLSearchParams();
  query.set('rev', String(state.rev));
  if (state.diff) query.set('diff', String(state.base));
  if (state.device) query.set('device', state.device);
  if (state.landscape) query.set('landscape', 'true');
  history.replaceState(null, '', '/documents/' + encodeURIComponent(state.doc) + '?' + query.toString());
  $('svg-link').setAttribute('href', docPath() + '/revisions/' + state.rev + '/render.svg' + canvasQuery());
}

async function showIndex() {
  $('documents').hidden = false;
  const list = $('document-list');
  const documents = sortedByName(await api('/api/documents'));
  list.replaceChildren(...documents.map((summary) => {
    const item = element('li');
    const link = element('a', summary.name);
    link.setAttribute('href', '/documents/' + encodeURIComponent(summary.name));
    item.append(link, element('span', '  r' + summary.revision + ' · ' + summary.views + ' views'));
    return item;
  }));
  if (documents.length === 0) list.append(element('li', 'no documents in this store'));
  document.body.dataset.documents = String(documents.length);
  document.body.dataset.state = 'index';
}

// Names as people sort them: case ignored, and numbers by value (`item 2` before `Item 10`).
function sortedByName(documents) {
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return documents.slice().sort((a, b) => collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

// What a picture writes on a view, as `render` does: a stack's axis and name, else what
// the view shows (a label's text, a button's title), else its name, else its id; on one line.
function caption(id, node) {
  if (node.kind === 'stack') return oneLine((node.axis === 'vertical' ? '↓ ' : '→ ') + (node.name || id));
  return oneLine(node.text || node.name || id);
}

// Text on one line as `render` writes it: white space and control characters folded to
// single spaces, none at either end, cut after {{CAPTION_LENGTH}} characters with `…`.
function oneLine(text) {
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text);
  let result = '', count = 0, lastWasSpace = false;
  for (const { segment } of segments) {
    const space = /^[\s\p{Cc}]+$/u.test(segment);
    if (space && (lastWasSpace || result === '')) continue;
    if (count === {{CAPTION_LENGTH}}) { result += '…'; break; }
    result += space ? ' ' : segment;
    lastWasSpace = space;
    count += 1;
  }
  return result.replace(/ +$/, '');
}

// The class of a view of `kind` in the picture: its own style's, else any view's.
function kindClass(kind) { return 'kind-' + (STYLED_KINDS.has(kind) ? kind : 'view'); }

// A view as the command line's text names it: `name (id)`, or its id when it has no name.
function named(id, name) { return name ? name + ' (' + id + ')' : id; }

// A view of the document, named as its head names it (as `blame` does).
function label(id) { return named(id, state.names.get(id)); }

function describeEdit(edit) {
  // An inserted or added view is written whole, with its own name if it has one.
  const view = edit.view && typeof edit.view === 'object'
    ? 'new ' + edit.view.kind + ' ' + named(edit.view.id, edit.view.name) : edit.view && label(edit.view);
  const subject = view || (edit.constraint && edit.constraint.id) || edit.id || '';
  const place = edit.stack ? ' in ' + label(edit.stack) : edit.parent ? ' in ' + label(edit.parent) : '';
  return edit.op + ' ' + subject + place + (edit.property ? ' ' + edit.property : '');
}

function describeRevision(revision) {
  let text = 'r' + revision.revision + '  ' + revision.kind;
  if (revision.target) text += ' r' + revision.target;
  else if (revision.kind === 'edit') text += '  ' + revision.edits.map(describeEdit).join('; ');
  if (revision.message) text += '  "' + revision.message + '"';
  return text;
}

async function loadLog() {
  const [log, head] = await Promise.all([api(docPath() + '/revisions'), api(docPath() + '/revisions/head')]);
  state.names = new Map();
  for (const [id, entry] of indexTree(head.root).nodes) if (entry.node.name) state.names.set(id, entry.node.name);
  state.head = log.length ? log[log.length - 1].revision : 1;
  $('slider').max = String(state.head);
  $('log-list').replaceChildren(...log.map((revision) => {
    const item = element('li', describeRevision(revision));
    item.dataset.revision = String(revision.revision);
    item.addEventListener('click', () => goTo(revision.revision));
    return item;
  }));
  document.body.dataset.head = String(state.head);
}

function markLog() {
  for (const item of $('log-list').children) {
    const number = Number(item.dataset.revision);
    item.classList.toggle('current', number === state.rev);
    item.classList.toggle('after', number > state.rev);
    if (number === state.rev) item.scrollIntoView({ block: 'nearest' });
  }
}

function goTo(revision) {
  state.rev = Math.max(1, Math.min(state.head, revision));
  $('slider').value = String(state.rev);
  writeAddress();
  draw().catch(showError);
}

// Absolute frames: the layout gives each frame in its superview; the tree gives the superview.
function indexTree(root) {
  const nodes = new Map();
  const order = [];
  (function visit(node, parent) {
    nodes.set(node.id, { node, parent });
    order.push(node.id);
    for (const child of node.subviews || []) visit(child, node.id);
  })(root, null);
  return { nodes, order };
}

function absoluteFrames(tree, layout) {
  const relative = new Map(layout.views.map((view) => [view.id, view]));
  const absolute = new Map();
  for (const id of tree.order) {
    const view = relative.get(id);
    if (!view) continue;
    const parent = absolute.get(tree.nodes.get(id).parent);
    absolute.set(id, {
      x: view.frame.x + (parent ? parent.x : 0), y: view.frame.y + (parent ? parent.y : 0),
      width: view.frame.width, height: view.frame.height, hidden: view.hidden || (parent ? parent.hidden : false),
    });
  }
  return absolute;
}

function ids(list) { return new Set((list || []).map((entry) => (typeof entry === 'string' ? entry : entry.view))); }

async function draw() {
  const ticket = ++drawing;
  const revisionPath = docPath() + '/revisions/' + state.rev;
  const [doc, layout] = await Promise.all([api(revisionPath), api(revisionPath + '/layout' + canvasQuery())]);
  let diff = null, old = null;
  if (state.diff) {
    const basePath = docPath() + '/revisions/' + state.base;
    const [changes, oldDoc, oldLayout] = await Promise.all([
      api(docPath() + '/diff?from=' + state.base + '&to=' + state.rev), api(basePath), api(basePath + '/layout' + canvasQuery()),
    ]);
    diff = changes;
    const oldTree = indexTree(oldDoc.root);
    old = { tree: oldTree, frames: absoluteFrames(oldTree, oldLayout) };
  }
  if (ticket !== drawing) return;
  const tree = indexTree(doc.root);
  const frames = absoluteFrames(tree, layout);
  state.nodes = tree.nodes;
  const marks = {
    added: ids(diff && diff.added), removed: ids(diff && diff.removed),
    moved: new Set([...ids(diff && diff.moved), ...ids(diff && diff.reparented)]), hidden: ids(diff && diff.hidden),
  };
  const svg = $('canvas');
  const scale = Math.min(1.25, 640 / Math.max(layout.canvas.height, 1));
  svg.setAttribute('viewBox', '0 0 ' + layout.canvas.width + ' ' + layout.canvas.height);
  svg.setAttribute('width', String(Math.round(layout.canvas.width * scale)));
  svg.setAttribute('height', String(Math.round(layout.canvas.height * scale)));
  const shapes = [];
  for (const id of tree.order) {
    // A view the newer revision hid is drawn where the older one showed it.
    const frame = marks.hidden.has(id) && old.frames.has(id) ? old.frames.get(id) : frames.get(id);
    if (!frame || (frame.hidden && !marks.hidden.has(id))) continue;
    const kind = tree.nodes.get(id).node.kind;
    const classes = ['view', kindClass(kind)];
    for (const mark of ['added', 'moved', 'hidden']) if (marks[mark].has(id)) classes.push(mark);
    shapes.push(shape(id, tree.nodes.get(id).node, frame, classes));
  }
  // Removed views go beneath the current ones, so that none hides what is there now.
  const removed = [];
  if (old) {
    for (const id of marks.removed) {
      const frame = old.frames.get(id);
      const node = old.tree.nodes.get(id).node;
      if (frame) removed.push(shape(id, node, frame, ['view', 'removed', kindClass(node.kind)]));
    }
  }
  svg.replaceChildren(...removed, ...shapes);
  $('revision-label').textContent = 'r' + state.rev + ' of ' + state.head + ' · ' + layout.canvas.width + '×' + layout.canvas.height;
  const summary = $('diff-summary');
  summary.replaceChildren();
  if (diff) {
    for (const mark of ['added', 'removed', 'moved', 'hidden']) {
      summary.append(element('span', marks[mark].size + ' ' + mark, mark));
    }
  }
  markLog();
  const body = document.body.dataset;
  body.state = 'document';
  body.document = state.doc;
  body.revision = String(state.rev);
  body.mode = state.diff ? 'diff' : 'view';
  body.views = String(shapes.length + removed.length);
  for (const mark of ['added', 'removed', 'moved', 'hidden']) body[mark] = String(diff ? marks[mark].size : 0);
}

function shape(id, node, frame, classes) {
  const group = document.createElementNS(SVG, 'g');
  group.setAttribute('class', classes.join(' '));
  group.dataset.view = id;
  const rect = document.createElementNS(SVG, 'rect');
  for (const [key, value] of Object.entries({ x: frame.x, y: frame.y, width: Math.max(frame.width, 0.5), height: Math.max(frame.height, 0.5) })) {
    rect.setAttribute(key, String(value));
  }
  group.append(rect);
  if (!(node.subviews && node.subviews.length) && frame.height >= 10) {
    const label = document.createElementNS(SVG, 'text');
    label.setAttribute('x', String(frame.x + 2));
    label.setAttribute('y', String(frame.y + Math.min(frame.height - 2, 11)));
    label.textContent = caption(id, node);
    group.append(label);
  }
  group.addEventListener('mouseenter', () => { group.classList.add('hover'); showDetails(id, node, frame); });
  group.addEventListener('mouseleave', () => group.classList.remove('hover'));
  group.addEventListener('click', () => showBlame(id).then(() => group.classList.add('selected')).catch(showError));
  return group;
}

function showDetails(id, node, frame) {
  const properties = Object.assign({}, node);
  delete properties.subviews;
  delete properties.id;
  const rows = [['id', id], ['name', node.name || '—'], ['kind', node.kind],
    ['frame', [frame.x, frame.y, frame.width, frame.height].map((n) => Math.round(n * 100) / 100).join(', ')],
    ['properties', JSON.stringify(properties, null, 1)]];
  $('view-details').replaceChildren(...rows.flatMap(([key, value]) => [element('dt', key), element('dd', String(value))]));
  document.body.dataset.inspected = id;
}

async function showBlame(id) {
  for (const group of $('canvas').querySelectorAll('.selected')) group.classList.remove('selected');
  const entries = await api(docPath() + '/views/' + encodeURIComponent(id) + '/blame');
  $('blame-list').replaceChildren(element('li', label(id) + ':'), ...entries.map((entry) => {
    const actions = entry.changes.map((change) => change.action).join(', ');
    return element('li', 'r' + entry.revision + '  ' + entry.kind + '  ' + actions + (entry.message ? '  "' + entry.message + '"' : ''));
  }));
  document.body.dataset.blamed = id;
}

function listen() {
  const events = new EventSource('/api/events');
  events.addEventListener('open', () => { $('live').textContent = '● live'; });
  events.addEventListener('error', () => { $('live').textContent = '○ reconnecting'; });
  events.addEventListener('heads', (event) => {
    const heads = JSON.parse(event.data).documents;
    document.body.dataset.events = String(Number(document.body.dataset.events || 0) + 1);
    if (!state.doc) { showIndex().catch(showError); return; }
    const mine = heads.find((head) => head.name === state.doc);
    if (!mine || mine.revision === state.head) return;
    const following = state.rev === state.head;
    loadLog().then(() => (following ? goTo(state.head) : markLog())).catch(showError);
  });
}

// The canvas menu: every device the server knows (`GET /api/devices`), as `--device` names them.
async function listDevices() {
  const devices = await api('/api/devices');
  $('device').append(...devices.map((device) => {
    const size = device.portrait.canvas;
    const option = element('option', device.displayName + ' (' + size.width + '×' + size.height + ')');
    option.value = device.name;
    return option;
  }));
}

async function showDocument() {
  $('viewer').hidden = false;
  $('title').textContent = state.doc;
  document.title = state.doc + ' · StackDoc';
  await loadLog();
  if (!state.rev || state.rev > state.head) state.rev = state.head;
  $('slider').value = String(state.rev);
  $('diff-mode').checked = state.diff;
  $('diff-base').value = String(state.base);
  await listDevices();
  $('device').value = state.device;
  $('landscape').checked = state.landscape;
  $('slider').addEventListener('input', () => goTo(Number($('slider').value)));
  $('diff-mode').addEventListener('change', () => {
    state.diff = $('diff-mode').checked;
    if (state.diff && state.base >= state.rev) state.base = Math.max(1, state.rev - 1);
    $('diff-base').value = String(state.base);
    goTo(state.rev);
  });
  $('diff-base').addEventListener('change', () => { state.base = Math.max(1, Number($('diff-base').value) || 1); goTo(state.rev); });
  $('device').addEventListener('change', () => { state.device = $('device').value; goTo(state.rev); });
  $('landscape').addEventListener('change', () => { state.landscape = $('landscape').checked; goTo(state.rev); });
  writeAddress();
  await draw();
}

// On a server with a token: the button that ends the browser's session.
function offerLogout() {
  if (document.body.dataset.login !== 'on') return;
  $('logout').hidden = false;
  $('logout').addEventListener('click', async () => {
    await fetch('/api/logout', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    location.assign('/login');
  });
}

window.addEventListener('DOMContentLoaded', () => {
  offerLogout();
  (readAddress() ? showDocument() : showIndex()).catch(showError);
  listen();
});
