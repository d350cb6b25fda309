import type { ItemPublicado, ParceriaPublicada } from '../../../shared/portaltransparencia/contrato.ts';
import { formatarData, formatarReais, useIdioma, useTextos } from '../idioma.ts';
import { Receitas } from './Receitas.tsx';
import { TEXTOS_DA_TRANSPARENCIA } from './textos.ts';

function Parceria({ p }: { p: ParceriaPublicada }) {
  const { idioma } = useIdioma();
  const { parceria: t } = useTextos(TEXTOS_DA_TRANSPARENCIA);
  return (
    <dl className="campos">
      <dt>{t.parceiro}</dt>
      <dd>{p.parceiro}</dd>
      <dt>{t.instrumento}</dt>
      <dd>{p.instrumento} {t.numero} {p.numeroTermo}</dd>
      <dt>{t.objeto}</dt>
      <dd>{p.objeto}</dd>
      <dt>{t.valor}</dt>
      <dd>{formatarReais(idioma, p.valor)}</dd>
      <dt>{t.vigencia}</dt>
      <dd>{formatarData(idioma, p.vigenciaInicio)} {t.a} {formatarData(idioma, p.vigenciaFim)}</dd>
      <dt>{t.prestacao}</dt>
      <dd>{t.situacao(p.situacaoPrestacao, (iso) => formatarData(idioma, iso))}</dd>
      <dt>{t.remuneracao}</dt>
      <dd>{formatarReais(idioma, p.remuneracaoEquipe)} {t.porMes}</dd>
    </dl>
  );
}

/** One published item: its title, date, text, document and, for a partnership, its legal fields; for the amounts received, the table. */
export function Item({ item }: { item: ItemPublicado }) {
  const { idioma } = useIdioma();
  const t = useTextos(TEXTOS_DA_TRANSPARENCIA);
  return (
    <article className="item" aria-labelledby={`item-${item.id}`}>
      <h4 id={`item-${item.id}`}>{item.titulo}</h4>
      <p>{t.publicadoEm(formatarData(idioma, item.publicadoEm))}</p>
      {item.descricao && <p>{item.descricao}</p>}
      {item.parceria && <Parceria p={item.parceria} />}
      {item.receitas && <Receitas receitas={item.receitas} />}
      {item.arquivoUrl && (
        <p>
          <a href={item.arquivoUrl} rel="noopener noreferrer">{t.abrirDocumento}<span className="escondido"> {item.titulo}</span></a>
        </p>
      )}
    </article>
  );
}
