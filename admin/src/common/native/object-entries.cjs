// node-polyglot's `require('object.entries')` is an ES2017 polyfill with a dozen helper packages
// (get-intrinsic, call-bind…); every browser the admin supports has Object.entries (vite.config.ts).
module.exports = Object.entries;
