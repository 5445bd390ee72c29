/**
 * The first lines a page runs (inline in index.html's head, allowed by its hash in the Content-Security-Policy):
 * a prerendered form (ADR 0026) is shown before the app's modules have loaded, and a submit then would go the
 * browser's own way (the page reloaded, what was typed lost). Until the app calls `release()`, a submit is held
 * (its form remembered) and made again once the app handles it. One string, so that the page and the server's
 * hash of it cannot differ.
 */
export const earlySubmitGlobal = 'guruEarlySubmits';

export const earlySubmitScript =
  '(function(){var held=null;function hold(e){e.preventDefault();if(e.target instanceof HTMLFormElement)held=e.target}' +
  "document.addEventListener('submit',hold,true);" +
  `window.${earlySubmitGlobal}={release:function(){document.removeEventListener('submit',hold,true);` +
  'var form=held;held=null;if(form&&form.isConnected)form.requestSubmit()}}})()';
