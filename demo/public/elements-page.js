// Event log of the /elements catalogue page: lists every `butik-*` event fired on the page.
// The server puts the known event names (from the Custom Elements Manifest and the library sources)
// into <script type="application/json" id="butik-event-names">; we listen for each on `document`
// (library events bubble and are composed, so they reach it from inside shadow roots).

const MAX_ENTRIES = 200;

const list = document.getElementById('event-log');
const empty = document.getElementById('event-log-empty');
const clear = document.getElementById('event-log-clear');

function readNames() {
  const script = document.getElementById('butik-event-names');
  try {
    const names = JSON.parse(script?.textContent || '[]');
    return Array.isArray(names) ? names.filter((n) => typeof n === 'string' && n.startsWith('butik-')) : [];
  } catch (error) {
    console.error('[elements page] could not read the event names:', error);
    return [];
  }
}

function describeTarget(event) {
  const path = event.composedPath();
  const host = path.find((node) => node instanceof Element && node.localName.includes('-'));
  const el = host ?? (event.target instanceof Element ? event.target : null);
  if (!el) return 'document';
  return el.id ? `${el.localName}#${el.id}` : el.localName;
}

function detailText(detail) {
  if (detail === undefined || detail === null) return '';
  try {
    const text = JSON.stringify(detail, (_key, value) => (value instanceof Error ? value.message : value));
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return String(detail);
  }
}

function log(event) {
  if (!list) return;
  const item = document.createElement('li');
  item.className = 'event-log__item';
  const time = document.createElement('time');
  time.className = 'event-log__time';
  time.textContent = new Date().toLocaleTimeString('da-DK');
  const type = document.createElement('code');
  type.className = 'event-log__type';
  type.textContent = event.type;
  const from = document.createElement('span');
  from.className = 'event-log__from';
  from.textContent = `fra <${describeTarget(event)}>`;
  item.append(time, ' ', type, ' ', from);
  const detail = detailText(event.detail);
  if (detail) {
    const pre = document.createElement('pre');
    pre.className = 'event-log__detail';
    pre.textContent = detail;
    item.append(pre);
  }
  list.prepend(item);
  while (list.children.length > MAX_ENTRIES) list.lastElementChild?.remove();
  if (empty) empty.hidden = true;
}

for (const name of readNames()) document.addEventListener(name, log);

clear?.addEventListener('click', () => {
  if (list) list.replaceChildren();
  if (empty) empty.hidden = false;
});
