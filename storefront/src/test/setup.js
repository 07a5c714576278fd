// jsdom lacks a few browser APIs the storefront touches.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}
if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) window.scrollTo = () => {};
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
}
// Preact listens to `onXxx` in lower case only when the element has that handler property;
// jsdom lacks pointer and focusin/out handler properties, so declare them.
for (const name of ['onpointerenter', 'onpointerleave', 'onpointerdown', 'onpointerup', 'onpointermove', 'onfocusin', 'onfocusout']) {
  if (!(name in HTMLElement.prototype))
    Object.defineProperty(HTMLElement.prototype, name, { value: null, writable: true, configurable: true });
}
