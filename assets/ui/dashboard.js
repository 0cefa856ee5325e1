// The dashboard's only script: live updates of the panel over server-sent events (the server
// sends the panel's live part as HTML when it changes, and the virtual clock), and "copy as curl".
// The page works without it; it only saves reloading.
(function () {
  'use strict';
  var live = document.body.getAttribute('data-live');
  if (live && window.EventSource) {
    var source = new EventSource(live);
    source.addEventListener('live', function (e) {
      var target = document.getElementById('live');
      if (!target) return;
      // Keep open <details> open across an update.
      var open = {};
      target.querySelectorAll('details[open]').forEach(function (d) {
        var row = d.closest('[data-delivery]');
        if (row) open[row.getAttribute('data-delivery')] = true;
      });
      target.innerHTML = e.data;
      Object.keys(open).forEach(function (id) {
        var row = target.querySelector('[data-delivery="' + CSS.escape(id) + '"] details');
        if (row) row.open = true;
      });
      document.body.setAttribute('data-live-updates', String(Number(document.body.getAttribute('data-live-updates') || 0) + 1));
    });
    source.addEventListener('clock', function (e) {
      var clock = document.getElementById('clock');
      if (clock) clock.outerHTML = e.data;
    });
    source.addEventListener('ready', function () {
      document.body.setAttribute('data-live-state', 'open');
    });
    source.onerror = function () {
      document.body.setAttribute('data-live-state', 'retrying');
    };
  }
  document.addEventListener('click', function (e) {
    var button = e.target.closest && e.target.closest('[data-copy]');
    if (!button) return;
    var text = document.getElementById(button.getAttribute('data-copy')).textContent;
    var done = function () {
      button.textContent = 'Copied';
    };
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
    function fallback() {
      var area = document.createElement('textarea');
      area.value = text;
      document.body.appendChild(area);
      area.select();
      document.execCommand('copy');
      area.remove();
      done();
    }
  });
})();
