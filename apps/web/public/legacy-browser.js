/* Runs only in browsers without JavaScript modules (Internet Explorer 11): the app cannot start
   there, so the page says which browsers to use instead (specification §2 'Other'). ES5 only. */
(function () {
  var root = document.getElementById('root');
  if (!root) return;
  root.innerHTML =
    '<main class="page">' +
    '<h1>Medkompass fungerar inte i Internet Explorer</h1>' +
    '<p>Internet Explorer 11 st\u00f6ds inte l\u00e4ngre. \u00d6ppna Medkompass i Google Chrome eller Microsoft Edge.</p>' +
    '</main>';
})();
