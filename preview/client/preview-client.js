// The preview's browser side (served as is, no build step): listens to the server's change events, reloads the
// page or swaps the stylesheet, and shows template errors as an overlay over the last good render and
// warnings as a small dismissible list. The state it starts with is the JSON in #kiosk-preview-state.
(function () {
  'use strict';
  var STATE_ID = 'kiosk-preview-state';
  var OVERLAY_ID = 'kiosk-preview-overlay';
  var WARNINGS_ID = 'kiosk-preview-warnings';
  var stateElement = document.getElementById(STATE_ID);
  var state = stateElement ? JSON.parse(stateElement.textContent || '{}') : { errors: [], warnings: [], version: 0 };
  var dismissedWarnings = '';

  function element(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function location(d) {
    return d.start ? d.file + ':' + d.start.line + ':' + d.start.column : d.file;
  }

  function showOverlay(errors) {
    var old = document.getElementById(OVERLAY_ID);
    if (old) old.remove();
    if (!errors || errors.length === 0) return;
    var overlay = element('div', 'all:initial;position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,20,.55);' +
      'display:flex;align-items:flex-start;justify-content:center;overflow:auto;font:14px/1.45 ui-monospace,Menlo,Consolas,monospace;');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-label', 'Template error');
    var panel = element('div', 'margin:6vh 16px;max-width:960px;width:100%;background:#fff;color:#1b1b1b;border-top:6px solid #c62828;' +
      'border-radius:6px;padding:20px 24px;box-shadow:0 12px 40px rgba(0,0,0,.4);');
    panel.appendChild(element('div', 'font-weight:700;color:#c62828;margin-bottom:12px;', errors.length === 1 ? 'Template error' : errors.length + ' template errors'));
    errors.forEach(function (d) {
      var item = element('section', 'margin:0 0 18px;');
      item.className = 'kiosk-preview-error';
      item.appendChild(element('div', 'font-weight:700;white-space:pre-wrap;', d.message)).className = 'kiosk-preview-message';
      item.appendChild(element('div', 'color:#555;margin:4px 0 8px;', location(d))).className = 'kiosk-preview-location';
      if (d.frame) item.appendChild(element('pre', 'margin:0;padding:10px 12px;background:#f6f6f6;border-radius:4px;overflow:auto;', d.frame)).className = 'kiosk-preview-frame';
      panel.appendChild(item);
    });
    panel.appendChild(element('div', 'color:#777;font-size:12px;', 'Fix the file and save: the page updates by itself.'));
    overlay.appendChild(panel);
    document.body.appendChild(overlay);
  }

  function showWarnings(warnings) {
    var old = document.getElementById(WARNINGS_ID);
    if (old) old.remove();
    var key = JSON.stringify(warnings || []);
    if (!warnings || warnings.length === 0 || key === dismissedWarnings) return;
    var box = element('aside', 'all:initial;position:fixed;right:12px;bottom:12px;z-index:2147483646;max-width:520px;max-height:40vh;overflow:auto;' +
      'background:#fffbe6;color:#3d3000;border:1px solid #e0c200;border-radius:6px;padding:8px 12px;font:12px/1.4 ui-monospace,Menlo,Consolas,monospace;' +
      'box-shadow:0 4px 16px rgba(0,0,0,.2);');
    box.id = WARNINGS_ID;
    box.setAttribute('aria-label', 'Template warnings');
    var head = element('div', 'display:flex;justify-content:space-between;gap:12px;font-weight:700;margin-bottom:4px;');
    head.appendChild(element('span', '', warnings.length === 1 ? '1 warning' : warnings.length + ' warnings'));
    var dismiss = element('button', 'all:initial;cursor:pointer;font:inherit;font-weight:700;padding:0 4px;', '\u00d7');
    dismiss.setAttribute('aria-label', 'Dismiss warnings');
    dismiss.setAttribute('data-dismiss', '');
    dismiss.addEventListener('click', function () {
      dismissedWarnings = key;
      box.remove();
    });
    head.appendChild(dismiss);
    box.appendChild(head);
    var list = element('ul', 'margin:0;padding:0 0 0 16px;');
    warnings.forEach(function (d) {
      list.appendChild(element('li', 'margin:2px 0;', location(d) + ': ' + d.message));
    });
    box.appendChild(list);
    document.body.appendChild(box);
  }

  function show(next) {
    state = next;
    showOverlay(next.errors);
    showWarnings(next.warnings);
  }

  function swapStylesheet(version) {
    var links = document.querySelectorAll('link[rel="stylesheet"]');
    for (var i = 0; i < links.length; i++) {
      var href = links[i].getAttribute('href') || '';
      if (/^\/site\.css(\?|$)/.test(href)) links[i].setAttribute('href', '/site.css?v=' + version);
    }
  }

  function onChange(event) {
    var change = JSON.parse(event.data);
    var status = change.status;
    if (status.errors.length > 0) return show(status);
    if (change.kind === 'css' && state.errors.length === 0) {
      swapStylesheet(status.version);
      return show(status);
    }
    window.location.reload();
  }

  show(state);
  var events = new EventSource('/_preview/events?path=' + encodeURIComponent(window.location.pathname));
  events.addEventListener('change', onChange);
  // Tests and the bench wait for it before saving a file.
  events.addEventListener('open', function () {
    document.documentElement.setAttribute('data-kiosk-preview', 'connected');
  });
})();
