import { useState } from 'react';
import { formatMoney } from '../../../shared/format/money.ts';
import type { DoacaoCriada } from '../../../shared/api/doacaoPublica.ts';

/** The PIX QR code and its copy-and-paste payload, after the gift was recorded. */
export function Pix({ doacao }: { doacao: DoacaoCriada }) {
  const [copiado, setCopiado] = useState(false);
  const copiar = () => {
    void navigator.clipboard?.writeText(doacao.payload).then(() => setCopiado(true), () => setCopiado(false));
  };
  const mensal = doacao.periodicidade === 'MENSAL';
  return (
    <section aria-labelledby="pix-titulo" className="pix">
      <h2 id="pix-titulo" tabIndex={-1}>Obrigado! Pague com PIX</h2>
      <p>
        Doação {mensal ? 'mensal' : 'única'} de R$ {formatMoney(doacao.valor)}. Aponte a câmera do aplicativo do seu banco para o
        código ou copie o código abaixo.
      </p>
      <img className="qr" alt={`QR code PIX da doação de R$ ${formatMoney(doacao.valor)}`} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(doacao.qrSvg)}`} />
      <label htmlFor="pix-payload">PIX copia e cola</label>
      <textarea id="pix-payload" readOnly rows={4} value={doacao.payload} />
      <button type="button" onClick={copiar}>Copiar código</button>
      <p role="status">{copiado ? 'Código copiado.' : ''}</p>
    </section>
  );
}
