import { useState } from 'react';
import type { DoacaoCriada } from '../../../shared/api/doacaoPublica.ts';
import { formatarReais, useIdioma, useTextos } from '../idioma.ts';
import { TEXTOS_DA_DOACAO } from './textos.ts';

/** The PIX QR code and its copy-and-paste payload, after the gift was recorded. */
export function Pix({ doacao }: { doacao: DoacaoCriada }) {
  const [copiado, setCopiado] = useState(false);
  const { idioma } = useIdioma();
  const t = useTextos(TEXTOS_DA_DOACAO);
  const valor = formatarReais(idioma, doacao.valor);
  const copiar = () => {
    void navigator.clipboard?.writeText(doacao.payload).then(() => setCopiado(true), () => setCopiado(false));
  };
  return (
    <section aria-labelledby="pix-titulo" className="pix">
      <h2 id="pix-titulo" tabIndex={-1}>{t.obrigado}</h2>
      <p>{t.explicacao(doacao.periodicidade === 'MENSAL', valor)}</p>
      <img className="qr" alt={t.qr(valor)} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(doacao.qrSvg)}`} />
      <label htmlFor="pix-payload">{t.copiaECola}</label>
      <textarea id="pix-payload" readOnly rows={6} value={doacao.payload} />
      <button type="button" onClick={copiar}>{t.copiar}</button>
      <p role="status">{copiado ? t.copiado : ''}</p>
    </section>
  );
}
