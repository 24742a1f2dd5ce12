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
// The home page is prerendered into index.html, which also answers every other address of the app:
// there it stays hidden (main.tsx replaces it) instead of flashing the wrong page.
if (location.pathname !== '/') document.documentElement.classList.add('elsewhere');
