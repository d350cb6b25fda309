import { formatMoney } from '../../../shared/format/money.ts';
import type { ItemPublicado, ParceriaPublicada } from '../../../shared/portaltransparencia/contrato.ts';

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

function Parceria({ p }: { p: ParceriaPublicada }) {
  return (
    <dl className="campos">
      <dt>Parceiro</dt>
      <dd>{p.parceiro}</dd>
      <dt>Instrumento</dt>
      <dd>{p.instrumento} nº {p.numeroTermo}</dd>
      <dt>Objeto</dt>
      <dd>{p.objeto}</dd>
      <dt>Valor</dt>
      <dd>R$ {formatMoney(p.valor)}</dd>
      <dt>Vigência</dt>
      <dd>{dataBr(p.vigenciaInicio)} a {dataBr(p.vigenciaFim)}</dd>
      <dt>Prestação de contas</dt>
      <dd>{p.situacaoPrestacao}</dd>
      <dt>Remuneração da equipe</dt>
      <dd>R$ {formatMoney(p.remuneracaoEquipe)} por mês</dd>
    </dl>
  );
}

/** One published item: its title, date, text, document and, for a partnership, its legal fields. */
export function Item({ item }: { item: ItemPublicado }) {
  return (
    <article className="item" aria-labelledby={`item-${item.id}`}>
      <h4 id={`item-${item.id}`}>{item.titulo}</h4>
      <p>Publicado em {dataBr(item.publicadoEm)}</p>
      {item.descricao && <p>{item.descricao}</p>}
      {item.parceria && <Parceria p={item.parceria} />}
      {item.arquivoUrl && (
        <p>
          <a href={item.arquivoUrl} rel="noopener noreferrer">Abrir o documento<span className="escondido"> {item.titulo}</span></a>
        </p>
      )}
    </article>
  );
}
