// pdfmake's QR encoder (what the asset labels' `qr` node uses) ships without types. One declaration
// for the three projects (tsconfig.server and .client include src/shared, tsconfig.e2e this folder):
// the PIX code's SVG on the server, the labels' decoder test and the journeys' fake camera, each
// measuring a node into its canvas of squares.
declare module 'pdfmake/js/qrEnc.js' {
  interface Retangulo {
    x: number;
    y: number;
    w: number;
    h: number;
    color: string;
  }
  const qr: { measure(no: { qr: string; fit: number }): { _canvas: Retangulo[]; _width: number } };
  export default qr;
}
