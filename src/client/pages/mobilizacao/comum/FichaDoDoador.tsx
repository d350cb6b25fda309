import { Badge, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { FichaDoDoador as Ficha } from '../../../../shared/api/telemarketing.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useT } from '../../../i18n/traducao.ts';
import { dataLegivel, rotuloDaForma, rotuloDaSituacao } from './rotulos.ts';

// The donor on one screen: contacts, colaborações and the last calls.

const useEstilos = makeStyles({
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  contatos: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  linha: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

export function FichaDoDoador({ ficha }: { ficha: Ficha }) {
  const estilos = useEstilos();
  const t = useT();
  const { pessoa } = ficha;
  return (
    <>
      <section className={estilos.secao} aria-label={t('Contatos')}>
        <div className={estilos.contatos}>
          {pessoa.documento !== null && <Text>{t('CPF/CNPJ')}: {pessoa.documento}</Text>}
          {pessoa.telefone !== null && <Link href={`tel:${pessoa.telefone}`}>{t('Telefone')}: {pessoa.telefone}</Link>}
          {pessoa.celular !== null && <Link href={`tel:${pessoa.celular}`}>{t('Celular')}: {pessoa.celular}</Link>}
          {pessoa.email !== null && <Text>{pessoa.email}</Text>}
        </div>
      </section>
      <section className={estilos.secao}>
        <Text as="h2" size={400} weight="semibold">{t('Colaborações')}</Text>
        {ficha.colaboracoes.length === 0 && <Text>{t('Nenhuma colaboração.')}</Text>}
        <ul className={estilos.lista} aria-label={t('Colaborações')}>
          {ficha.colaboracoes.map((c) => (
            <li key={c.id} className={estilos.linha}>
              <Text weight="semibold">R$ {formatMoney(c.valor)}</Text>
              <Text>{t('dia {dia}', { dia: c.diaDoMes })}</Text>
              <Text>{rotuloDaForma(t, c.forma)}</Text>
              <Badge appearance="tint" color={c.situacao === 'ATIVA' ? 'success' : 'informative'}>{rotuloDaSituacao(t, c.situacao)}</Badge>
              {c.campanha !== null && <Text size={200}>{c.campanha}</Text>}
              <Text size={200}>{t('desde {data}', { data: dataLegivel(c.inicio) })}{c.fim === null ? '' : ` ${t('até {data}', { data: dataLegivel(c.fim) })}`}</Text>
            </li>
          ))}
        </ul>
      </section>
      <section className={estilos.secao}>
        <Text as="h2" size={400} weight="semibold">{t('Últimas ligações')}</Text>
        {ficha.ligacoes.length === 0 && <Text>{t('Nenhuma ligação registrada.')}</Text>}
        <ul className={estilos.lista} aria-label={t('Últimas ligações')}>
          {ficha.ligacoes.map((l) => (
            <li key={l.id} className={estilos.linha}>
              <Text size={200}>{dataLegivel(l.data)}</Text>
              <Text weight="semibold">{l.situacao}</Text>
              <Text size={200}>{l.operador}</Text>
              {l.observacao !== null && <Text size={200}>{l.observacao}</Text>}
              {l.proximaLigacao !== null && <Text size={200}>{t('Retorno: {data}', { data: dataLegivel(l.proximaLigacao) })}</Text>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
