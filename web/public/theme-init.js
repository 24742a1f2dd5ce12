// Applies the stored theme before the first paint (kept tiny and external for the CSP).
(function () {
  var preference = 'dark';
  try {
    preference = localStorage.getItem('theme') || 'dark';
  } catch {
    // storage disabled: keep the default
  }
  if (preference === 'system') {
    preference = window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  }
  document.documentElement.dataset.theme = preference === 'light' ? 'light' : 'dark';
})();
