// pdfmake's QR encoder (what the asset labels' `qr` node uses) ships without types: the one call the
// PIX code's image makes, measuring a node into its canvas of squares.
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
