// node-polyglot requires the `object.entries` polyfill, which brings ~8 kB gzip of es-abstract helpers into the
// entry every screen fetches (issue 18). Every browser the console supports has Object.entries: vite.config.ts
// aliases the polyfill to this.
module.exports = Object.entries;
