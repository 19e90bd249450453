/**
 * Build shim: stands in for jsPDF's optional dependencies (html2canvas, dompurify, canvg), which
 * vite.config.ts aliases here because the analysis PDF never calls doc.html() or draws SVG. Reaching
 * into it is a bug, so it says so.
 */
const jspdfOptionalDependency = new Proxy(
  {},
  {
    get() {
      throw new Error('This optional module is not bundled with Telisik.');
    },
  },
);
export default jspdfOptionalDependency;
