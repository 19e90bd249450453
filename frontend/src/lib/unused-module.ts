/**
 * Stands in for optional dependencies of a library that the app never reaches (see the aliases in
 * vite.config.ts): calling into it is a bug, so it says so.
 */
const unused = new Proxy(
  {},
  {
    get() {
      throw new Error('This optional module is not bundled with Telisik.');
    },
  },
);
export default unused;
